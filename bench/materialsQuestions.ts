/**
 * Questions phrased the way a student asks (not copied from the text), each with where the
 * answer is: a file name prefix and words of its heading path. `html` questions are asked of the
 * reST sources too (the same Python tutorial, from `_sources`).
 */
export interface Question {
  format: 'html' | 'rst' | 'pdf';
  ask: string;
  file: string;
  section: string;
}

const py = (ask: string, file: string, section: string): Question => ({ format: 'html', ask, file, section });
const rst = (ask: string, file: string, section: string): Question => ({ format: 'rst', ask, file, section });
const pdf = (ask: string, file: string, section: string): Question => ({ format: 'pdf', ask, file, section });

export const QUESTIONS: Question[] = [
  py('how can I use a list like a stack, pushing and popping stuff', 'datastructures', 'Stacks'),
  py(
    "what's a quick way to build a new list by transforming every element of another one",
    'datastructures',
    'List Comprehensions',
  ),
  py('how do I store key value pairs and look things up by key', 'datastructures', 'Dictionaries'),
  py('loop over a sequence and get the index number at the same time', 'datastructures', 'Looping Techniques'),
  py("how do I catch an error so my program doesn't crash", 'errors', 'Handling Exceptions'),
  py('how do I make my own kind of exception', 'errors', 'User-defined Exceptions'),
  py('code that should always run at the end even if something went wrong', 'errors', 'Clean-up Actions'),
  py(
    'give a function parameter a value that is used when the caller leaves it out',
    'controlflow',
    'Default Argument Values',
  ),
  py('making a tiny anonymous function on one line', 'controlflow', 'Lambda'),
  py('why is 0.1 + 0.2 not exactly 0.3', 'floatingpoint', 'Floating Point'),
  py('save a python object to a file as json and read it back later', 'inputoutput', 'json'),
  py('putting variables inside a string with an f in front of the quotes', 'inputoutput', 'Formatted String Literals'),
  py('install packages separately for each project so versions do not clash', 'venv', ''),
  py('a class that reuses the code of a parent class', 'classes', 'Inheritance'),
  py('how to produce values one at a time with yield', 'classes', 'Generators'),
  py('where does python look for modules when I import something', 'modules', 'Search Path'),
];

QUESTIONS.push(
  pdf('who can I ask when I get stuck making my first debian package', 'maint-guide', 'Where to ask for help'),
  pdf('which tools do I need to install before building packages', 'maint-guide', 'Programs needed for development'),
  pdf('what should the version number of my package look like', 'maint-guide', 'Package name and version'),
  pdf('how do I keep my changes to the upstream source as separate patches', 'maint-guide', 'quilt'),
  pdf('where do I describe the dependencies of my package', 'maint-guide', 'control'),
  pdf('how do I record what changed in each release of the debian package', 'maint-guide', 'changelog'),
  pdf('how do I check for new upstream versions automatically', 'maint-guide', 'watch'),
  pdf('what should a program print for --version', 'standards', '--version'),
  pdf('how should error messages from a program be written', 'standards', 'Formatting Error Messages'),
  pdf('how do I write good comments in C code', 'standards', 'Commenting Your Work'),
  pdf('what goes into a ChangeLog entry', 'standards', 'Change Log'),
  pdf('which make targets should every makefile provide, like install and clean', 'standards', 'Standard Targets'),
  pdf('how do I run commands as root without logging in as root', 'debian-reference', 'sudo'),
  pdf('what do the file permission bits like rwx mean', 'debian-reference', 'Filesystem permissions'),
  pdf('how can I go back to an older version of a package', 'debian-reference', 'downgrading'),
  pdf('how to make a command shortcut in the shell', 'debian-reference', 'alias'),
);

/**
 * Held-out questions, written (23 Nov 2026) before any run on them, to check that a ranking
 * change measured on QUESTIONS is not fitted to them. Reported on their own line.
 */
export const HELD_OUT: Question[] = [
  py('how do I read a file line by line', 'inputoutput', 'Reading and Writing Files'),
  py('what is the difference between a tuple and a list', 'datastructures', 'Tuples and Sequences'),
  py('how do I get unique items with no duplicates', 'datastructures', 'Sets'),
  py('how to remove an item from a list by its position', 'datastructures', 'The del statement'),
  py('how do I read the arguments given to my script on the command line', 'stdlib', 'Command Line Arguments'),
  py('run some code only when the file is executed directly as a script', 'modules', 'Executing modules as scripts'),
  py('a function that accepts any number of arguments', 'controlflow', 'Arbitrary Argument Lists'),
  py('how do I sort a list of objects by one of their attributes', 'sorting', 'Key Functions'),
  py('how do regular expressions match a character repeated several times', 'regex', 'Repeating Things'),
  pdf('how do I build the package once everything is ready', 'maint-guide', 'Building the package'),
  pdf('how do I upload my package to the debian archive', 'maint-guide', 'Uploading the package'),
  pdf('how do I check my package for common mistakes', 'maint-guide', 'lintian'),
  pdf('how should the command line options of a program be named', 'standards', 'Command-Line Interfaces'),
  pdf('which directories should programs be installed into', 'standards', 'Directory Variables'),
];

/**
 * Held-out set B, written (25 Nov 2026) before the ranking change it checks, and run only after
 * it: twelve questions per format. `rst` ones are asked of the reST sources alone (the `html`
 * ones of both). The answers were looked up in the documents only to name their file and section.
 */
export const HELD_OUT_B: Question[] = [
  py('how do I check whether a key is in my dictionary', 'datastructures', 'Dictionaries'),
  py('how do I stop a loop early once I found what I was looking for', 'controlflow', 'break and continue'),
  py('count down from ten or go up in steps of two in a for loop', 'controlflow', 'range'),
  py(
    'make my python script run by just typing its name like a normal program on linux',
    'appendix',
    'Executable Python Scripts',
  ),
  py('how do I change a global variable from inside a function', 'classes', 'Scopes and Namespaces'),
  py("what is today's date and how many days are there between two dates", 'stdlib', 'Dates and Times'),
  py('how do I throw an error on purpose in my code', 'errors', 'Raising Exceptions'),
  py('where do I write what my function does so that help() shows it', 'controlflow', 'Documentation Strings'),
  py('how do I download a web page in python', 'urllib2', 'Fetching URLs'),
  py('how many spaces should I indent and how should I name things', 'controlflow', 'Coding Style'),
  py('how do I write log messages into a file instead of the screen', 'logging', 'Logging to a file'),
  py('make my own class work in a for loop', 'classes', 'Iterators'),
  rst('compare two strings ignoring upper and lower case and accents', 'unicode', 'Comparing Strings'),
  rst('test that the examples in my docstrings still give the right output', 'stdlib', 'Quality Control'),
  rst('which of two ways of writing some code is faster', 'stdlib', 'Performance Measurement'),
  rst('how to zip or gzip compress data', 'stdlib', 'Data Compression'),
  rst('do several things at once in the background while my program keeps working', 'stdlib2', 'Multi-threading'),
  rst('rounding errors with money, how do I do exact decimal math', 'stdlib2', 'Decimal'),
  rst('a queue where I add at one end and take from the other quickly', 'datastructures', 'Queues'),
  rst(
    'I have a list and want to pass its items as separate arguments to a function',
    'controlflow',
    'Unpacking Argument Lists',
  ),
  rst(
    'a variable shared by every object of a class versus one that each object has',
    'classes',
    'Class and Instance Variables',
  ),
  rst('using python for sums like a calculator, dividing and getting the remainder', 'introduction', 'Numbers'),
  rst('sort from biggest to smallest', 'sorting', 'Ascending and Descending'),
  rst('organise my modules into folders and import them with dots', 'modules', 'Packages'),
  pdf('how do I tell the debian tools my name and email address', 'maint-guide', 'Setting up dh_make'),
  pdf('where do I say which license the software in my package uses', 'maint-guide', 'copyright'),
  pdf('run a script after my package gets installed or before it is removed', 'maint-guide', '{pre,post}'),
  pdf('my package needs to run a job every day', 'maint-guide', 'cron'),
  pdf('what should the output of --help contain', 'standards', '--help'),
  pdf('how should I lay out braces and indentation in C', 'standards', 'Formatting Your Source Code'),
  pdf('making my program work on different kinds of unix systems', 'standards', 'Portability between System Types'),
  pdf('how should the manual of a GNU program be organised', 'standards', 'GNU Manuals'),
  pdf('run a script automatically every night at 2am', 'debian-reference', 'Scheduling tasks regularly'),
  pdf('see which processes are eating my cpu and stop one that hangs', 'debian-reference', 'Monitoring, controlling'),
  pdf('how should I back up my files and how often', 'debian-reference', 'Backup and recovery'),
  pdf('block incoming network connections with a firewall', 'debian-reference', 'Netfilter'),
];
