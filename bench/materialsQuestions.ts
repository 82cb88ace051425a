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
