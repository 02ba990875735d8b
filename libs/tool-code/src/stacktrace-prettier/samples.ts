// Real stack traces, one per runtime, for the tests and the examples. Each names its source.

/**
 * Node.js 22 (V8 format, https://v8.dev/docs/stack-trace-api): an Express 4 app reading a
 * property of undefined in a route handler (frames as Express 4.19 prints them).
 */
export const NODE_TRACE = `TypeError: Cannot read properties of undefined (reading 'id')
    at getUser (/srv/app/src/routes/users.js:14:31)
    at Layer.handle [as handle_request] (/srv/app/node_modules/express/lib/router/layer.js:95:5)
    at next (/srv/app/node_modules/express/lib/router/route.js:149:13)
    at Route.dispatch (/srv/app/node_modules/express/lib/router/route.js:119:3)
    at Layer.handle [as handle_request] (/srv/app/node_modules/express/lib/router/layer.js:95:5)
    at /srv/app/node_modules/express/lib/router/index.js:284:15
    at Function.process_params (/srv/app/node_modules/express/lib/router/index.js:346:12)
    at next (/srv/app/node_modules/express/lib/router/index.js:280:10)
    at async Promise.all (index 0)
    at async loadAll (file:///srv/app/src/load.mjs:7:3)`;

/** Firefox: MDN's Error.prototype.stack example (https://developer.mozilla.org/docs/Web/JavaScript/Reference/Global_Objects/Error/stack). */
export const FIREFOX_TRACE = `trace@file:///C:/example.html:9:17
b@file:///C:/example.html:16:13
a@file:///C:/example.html:19:13
@file:///C:/example.html:21:9`;

/** Java: the example of Throwable.printStackTrace()'s Javadoc (Java SE 21), "... n more" included. */
export const JAVA_TRACE = `HighLevelException: MidLevelException: LowLevelException
        at Junk.a(Junk.java:13)
        at Junk.main(Junk.java:4)
Caused by: MidLevelException: LowLevelException
        at Junk.c(Junk.java:23)
        at Junk.b(Junk.java:17)
        at Junk.a(Junk.java:11)
        ... 1 more
Caused by: LowLevelException
        at Junk.e(Junk.java:30)
        at Junk.d(Junk.java:27)
        at Junk.c(Junk.java:21)
        ... 3 more`;

/** Java 17 with modules and a Spring frame (the format of StackTraceElement.toString()). */
export const JAVA_MODULE_TRACE = `Exception in thread "main" java.lang.IllegalStateException: Failed to execute CommandLineRunner
	at org.springframework.boot.SpringApplication.callRunner(SpringApplication.java:772)
	at com.example.demo.DemoApplication.main(DemoApplication.java:10)
	at java.base/jdk.internal.reflect.NativeMethodAccessorImpl.invoke0(Native Method)
Caused by: java.lang.NullPointerException: Cannot invoke "String.length()" because "name" is null
	at com.example.demo.Greeter.greet(Greeter.java:8)
	at com.example.demo.DemoApplication.run(DemoApplication.java:15)
	... 2 more`;

/**
 * .NET 8: an unhandled exception with an inner one, as the runtime prints it
 * (https://learn.microsoft.com/dotnet/api/system.exception.tostring: type, message, " ---> " inner,
 * "--- End of inner exception stack trace ---", frames "at … in file:line n").
 */
export const DOTNET_TRACE = `Unhandled exception. System.InvalidOperationException: Could not load the settings.
 ---> System.IO.FileNotFoundException: Could not find file 'C:\\app\\settings.json'.
File name: 'C:\\app\\settings.json'
   at Microsoft.Win32.SafeHandles.SafeFileHandle.CreateFile(String fullPath, FileMode mode, FileAccess access, FileShare share, FileOptions options)
   at System.IO.File.ReadAllText(String path)
   at MyApp.Settings.Load(String path) in C:\\src\\MyApp\\Settings.cs:line 21
   --- End of inner exception stack trace ---
   at MyApp.Settings.Load(String path) in C:\\src\\MyApp\\Settings.cs:line 25
   at MyApp.Program.Main(String[] args) in C:\\src\\MyApp\\Program.cs:line 9`;

/** Python: the exception chaining example of the Python tutorial, §8.5 (https://docs.python.org/3/tutorial/errors.html). */
export const PYTHON_TRACE = `Traceback (most recent call last):
  File "<stdin>", line 2, in <module>
  File "<stdin>", line 2, in func
ConnectionError

The above exception was the direct cause of the following exception:

Traceback (most recent call last):
  File "<stdin>", line 4, in <module>
RuntimeError: Failed to open database`;

/** Python 3.12: a Flask view failing in the standard library's json (source lines and ^^^ markers as 3.11+ prints them). */
export const PYTHON_LIBRARY_TRACE = `Traceback (most recent call last):
  File "/home/ana/shop/app.py", line 12, in checkout
    order = json.loads(request.data)
            ^^^^^^^^^^^^^^^^^^^^^^^^
  File "/usr/lib/python3.12/json/__init__.py", line 346, in loads
    return _default_decoder.decode(s)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/usr/lib/python3.12/json/decoder.py", line 355, in raw_decode
    raise JSONDecodeError("Expecting value", s, err.value) from None
json.decoder.JSONDecodeError: Expecting value: line 1 column 1 (char 0)`;

/** Python: unbounded recursion, which CPython 3.12 prints with "[Previous line repeated n more times]". */
export const PYTHON_RECURSION_TRACE = `Traceback (most recent call last):
  File "/tmp/r.py", line 4, in <module>
    f()
  File "/tmp/r.py", line 2, in f
    def f(): f()
             ^^^
  File "/tmp/r.py", line 2, in f
    def f(): f()
             ^^^
  File "/tmp/r.py", line 2, in f
    def f(): f()
             ^^^
  [Previous line repeated 996 more times]
RecursionError: maximum recursion depth exceeded`;
