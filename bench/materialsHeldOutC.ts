// Held-out retrieval question set C.
//
// Written by a helper session started by the project (an AI assistant), on
// Thu Nov 26 09:18 UTC 2026 (`date -u`).
//
// Written BLIND to the app's search. Read: the documents themselves
// (the Python tutorial and HOWTO reST sources under
// /usr/share/doc/python3-doc/html/_sources/{tutorial,howto}/, which are the
// same texts as the HTML pages; pdftotext output of /tmp/pdfs/maint-guide.pdf,
// /tmp/pdfs/standards.pdf and /tmp/pdfs/debian-reference.pdf) and the app's
// table-of-contents dumps /work/toc/html-toc.txt, rst-toc.txt and pdf-toc.txt.
// Not read: anything under /work/main/src-main, /work/main/src-shared,
// /work/main/test, or /work/main/bench (other than listing its file names and
// creating this file) - in particular not materialsQuestions.ts or any other
// question set. The app, its CLI and its benchmarks were not run.
//
// Every (file, section) pair was checked with grep against the TOC files; each
// html section string also occurs in the rst TOC (numbering, "()" and curly
// quotes were avoided for that reason). Each answer was located in the text
// by reading the section.
import type { Question } from './materialsQuestions';

const py = (ask: string, file: string, section: string): Question => ({ format: 'html', ask, file, section });
const pdf = (ask: string, file: string, section: string): Question => ({ format: 'pdf', ask, file, section });

export const HELD_OUT_C: Question[] = [
  // ---------------------------------------------------------------- html (40)
  // tutorial/datastructures
  py(
    'pop(0) on a big list is really slow, what should i use for a first-in first-out line of tasks?',
    'datastructures',
    'Using Lists as Queues',
  ),
  py(
    'how do I make a tuple that holds just one value? writing (5) gives me back a plain int',
    'datastructures',
    'Tuples and Sequences',
  ),
  py(
    "remove elements 2 through 4 of a list by position, I don't need them returned",
    'datastructures',
    'The del statement',
  ),
  // tutorial/controlflow
  py('python docstring first line conventions', 'controlflow', 'Documentation Strings'),
  py(
    'why does my function keep remembering items from the previous call when the parameter defaults to an empty list?',
    'controlflow',
    'Default Argument Values',
  ),
  py(
    'what does an else after a for loop do and when does it actually run',
    'controlflow',
    'break and continue Statements',
  ),
  py('what do a lone / and a lone * mean in the middle of a def parameter list', 'controlflow', 'Special parameters'),
  py(
    'how can I branch on the shape of a value, like check whether a point tuple is (0, y) and grab y at the same time',
    'controlflow',
    'match Statements',
  ),
  // tutorial/errors
  py(
    'if both the try block and the finally block have a return statement, which value does the function give back?',
    'errors',
    'Defining Clean-up Actions',
  ),
  py(
    're-raise a different exception from inside except but hide the original traceback from the user',
    'errors',
    'Exception Chaining',
  ),
  py(
    'attach some extra context text to an exception I caught before letting it propagate',
    'errors',
    'Enriching Exceptions with Notes',
  ),
  // tutorial/inputoutput
  py(
    'save a dict to disk and load it back the next time my program runs',
    'inputoutput',
    'Saving structured data with json',
  ),
  py(
    'f-string trick to print a variable name and its value together for debugging',
    'inputoutput',
    'Formatted String Literals',
  ),
  // tutorial/modules
  py('what is if __name__ == "__main__" for', 'modules', 'Executing modules as scripts'),
  py('control which submodules get pulled in when someone does from mypackage import *', 'modules', 'From a Package'),
  // tutorial/classes
  py(
    'i added a trick to one dog object and now every dog has it?? list attribute shared between all instances',
    'classes',
    'Class and Instance Variables',
  ),
  py('double underscore prefix on attribute names, what does python do to them', 'classes', 'Private Variables'),
  py(
    'difference between nonlocal and global when assigning to a variable from an inner function',
    'classes',
    'Python Scopes and Namespaces',
  ),
  // tutorial/floatingpoint, stdlib, stdlib2
  py('why is .1 + .1 + .1 not equal to .3 in python', 'floatingpoint', 'Floating Point Arithmetic'),
  py(
    'calculating tax on prices rounds to the wrong cent with floats, what type should I use for money?',
    'stdlib2',
    'Decimal Floating Point Arithmetic',
  ),
  py(
    'cache expensive objects without keeping them alive forever once nothing else uses them',
    'stdlib2',
    'Weak References',
  ),
  py(
    'which is faster, swapping with a temp variable or a,b = b,a? how do I measure tiny snippets like that',
    'stdlib',
    'Performance Measurement',
  ),
  // tutorial/venv, interpreter, introduction, appendix
  py('python isolated environment per project', 'venv', 'Creating Virtual Environments'),
  py('my source file is saved as windows-1252 not utf8, how do i tell python', 'interpreter', 'Source Code Encoding'),
  py(
    "TypeError: 'str' object does not support item assignment when I try to change one letter of a word",
    'introduction',
    'Strings',
  ),
  py(
    'run some imports automatically every time I open the python interactive prompt',
    'appendix',
    'The Interactive Startup File',
  ),
  // howto/sorting, regex
  py(
    'sort records by grade descending but by age ascending when grades tie',
    'sorting',
    'Sort Stability and Complex Sorts',
  ),
  py(
    'regex <.*> on an html line matches the whole line instead of just the first tag',
    'regex',
    'Greedy versus Non-Greedy',
  ),
  py('why do ppl put an r in front of regex pattern strings', 'regex', 'The Backslash Plague'),
  // howto/logging, logging-cookbook
  py(
    'user passes --log=debug on the command line, how do I turn that string into the level and write the messages to a file',
    'logging',
    'Logging to a file',
  ),
  py(
    'avoid calling expensive functions just to build debug log arguments when debug output is off',
    'logging',
    'Optimization',
  ),
  py(
    'log file keeps growing forever, i want it capped at some size and keep a few old copies',
    'logging-cookbook',
    'Using file rotation',
  ),
  // howto/argparse, unicode, descriptor, enum, functional
  py('argparse make --verbose and --quiet impossible to use together', 'argparse', 'Conflicting options'),
  py('two strings both display as café but == says False', 'unicode', 'Comparing Strings'),
  py('how would you write property() yourself in pure python', 'descriptor', 'Properties'),
  py(
    'get an error if two members of my enum accidentally end up with the same value',
    'enum',
    'Ensuring unique enumeration values',
  ),
  py('pre-fill some of the arguments of a function to get a new callable', 'functional', 'The functools module'),
  // howto/sockets, urllib2, curses
  py(
    'server has to juggle many client connections without a thread for each one, how do I wait on several sockets at once?',
    'sockets',
    'Non-blocking Sockets',
  ),
  py(
    'a website refuses my script but works in the browser - how do i make urllib look like firefox',
    'urllib2',
    'Headers',
  ),
  py(
    'after my curses program crashed the terminal stopped showing what i type, how do i avoid leaving it broken',
    'curses',
    'Starting and ending a curses application',
  ),

  // ----------------------------------------------------------------- pdf (40)
  // maint-guide.pdf (13)
  pdf(
    "what's the difference between a sponsor and a mentor in debian, and do i have to be a DD to get my package in?",
    'maint-guide',
    'Social dynamics of Debian',
  ),
  pdf(
    'upstream tarball is called foo-1.0-ReleaseCandidate-99, how should I version it so the final 1.0 still counts as an upgrade',
    'maint-guide',
    'Package name and version',
  ),
  pdf(
    'upstream makefile installs everything into /usr/local/bin, is that ok inside a .deb?',
    'maint-guide',
    'Installation of files to their destination',
  ),
  pdf(
    'build fails because the makefile links -lfoo but debian only ships that library as foo2',
    'maint-guide',
    'Differing libraries',
  ),
  pdf('recommends vs suggests debian package', 'maint-guide', 'control'),
  pdf('how do I keep my half-finished package from being uploaded by accident', 'maint-guide', 'changelog'),
  pdf(
    'upstream test suite fails during the package build, how can I skip running it',
    'maint-guide',
    'Customization of rules file',
  ),
  pdf("will upgrading my package wipe out the admin's edits to its config file in /etc?", 'maint-guide', 'conffiles'),
  pdf(
    'regenerated config.sub and config.guess end up as huge useless patches in my source package, how do I ignore them',
    'maint-guide',
    'source/options',
  ),
  pdf(
    'build the package in a clean minimal chroot to catch missing build dependencies',
    'maint-guide',
    'pbuilder package',
  ),
  pdf(
    'what install / upgrade / purge sequence should I go through to test my postinst and prerm scripts',
    'maint-guide',
    'maintainer scripts',
  ),
  pdf(
    'uploading revision -2 for the first time and the original upstream tarball has to go along, which build option?',
    'maint-guide',
    'Including orig.tar.gz for upload',
  ),
  pdf(
    'where do shared libs go so the i386 and amd64 versions can be installed side by side',
    'maint-guide',
    'Multiarch',
  ),
  // standards.pdf (14)
  pdf(
    'someone mailed a big patch for my FSF-copyrighted GNU program, can I merge it right away?',
    'standards',
    'Accepting Contributions',
  ),
  pdf(
    'is it ok to describe my program as an "X compiler" when X is somebody else\'s trademark',
    'standards',
    'Trademarks',
  ),
  pdf('gnu style: if (HAS_FOO) or #ifdef HAS_FOO?', 'standards', 'Conditional Compilation'),
  pdf(
    'should my program exit with the number of errors it found as its status code',
    'standards',
    'Writing Robust Programs',
  ),
  pdf(
    'format for compiler error messages with the file name, line and column',
    'standards',
    'Formatting Error Messages',
  ),
  pdf(
    'what exactly should my program print for --version, and do I need to list every copyright year',
    'standards',
    '--version',
  ),
  pdf(
    'how should I comment an #endif, and do I really need two spaces after a period in comments',
    'standards',
    'Commenting Your Work',
  ),
  pdf(
    'translating a message like "%d file%s processed" breaks in languages with several plural forms, what should I do',
    'standards',
    'Internationalization',
  ),
  pdf(
    'do GNU programs have to care about int being only 16 bits, or about byte order',
    'standards',
    'Portability between CPUs',
  ),
  pdf(
    'can I just glue all my function docstrings together and call that the reference manual?',
    'standards',
    'Doc Strings and Manuals',
  ),
  pdf(
    'changed a function signature and fixed every caller, do I have to list each caller in the change log',
    'standards',
    'Simple Changes',
  ),
  pdf(
    'configure options: when is it --enable-something and when --with-something',
    'standards',
    'How Configuration Should Work',
  ),
  pdf('is it ok to use mkdir -p or bash only syntax in makefile rules', 'standards', 'Utilities in Makefiles'),
  pdf('how should my release tarball be named and what has to go in the README', 'standards', 'Making Releases'),
  // debian-reference.pdf (13)
  pdf(
    'terminal turned into garbage symbols after I cat-ed a binary file',
    'debian-reference',
    'Recovering a sane console',
  ),
  pdf("why doesn't * match my hidden dot files in bash", 'debian-reference', 'Shell glob'),
  pdf(
    'new files I create are never group writable, how do I change that default',
    'debian-reference',
    'Control of permissions for newly created files',
  ),
  pdf(
    'stop apt from pulling in one particular recommended package automatically',
    'debian-reference',
    'Blocking packages installed by',
  ),
  pdf(
    'uninstalled programs still leave their config files behind, wipe all of those out in one go',
    'debian-reference',
    'Purging removed packages for good',
  ),
  pdf(
    'dpkg error: trying to overwrite a file which is also in another package',
    'debian-reference',
    'Different packages with overlapped files',
  ),
  pdf('which file sets the machine name at boot', 'debian-reference', 'Systemd init > The hostname'),
  pdf(
    'forgot the root pw, how can someone with physical access to the box reset it?',
    'debian-reference',
    'Securing the root password',
  ),
  pdf(
    'ssh login with a key so the server stops asking for my password',
    'debian-reference',
    'Connecting without remote passwords',
  ),
  pdf(
    'how do I add another locale like fr_FR.UTF-8 and set the system wide default',
    'debian-reference',
    'The reconfiguration of the locale',
  ),
  pdf(
    'machine totally frozen, is there a key combo to sync the disks and remount read-only before rebooting',
    'debian-reference',
    'Alt-SysRq key',
  ),
  pdf('convert dos line endings to unix', 'debian-reference', 'EOL conversion'),
  pdf(
    'my script works in bash but breaks when run by /bin/sh (dash), what syntax should i avoid',
    'debian-reference',
    'POSIX shell compatibility',
  ),
];
