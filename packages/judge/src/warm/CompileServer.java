import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.StringWriter;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * The judge's long-lived compiler (src/warm/compile-server.ts): javac, or with the
 * arguments `kotlin <kotlinc options>` the Kotlin compiler found on the class path
 * (loaded by name, so this file needs nothing but the JDK to compile). One request
 * per line on stdin: the compile's CPU time limit in milliseconds, the most bytes
 * of messages it may print, a job folder, then its sources relative to it,
 * separated by tabs. One reply per request on
 * stdout: a header line "<status> <cpu ms> <bytes>" (status 0 compiled, 1 compile
 * errors, 2 the compiler itself failed, 3 the compile reached its CPU time limit:
 * the server then exits), then that many bytes of javac's messages, as the javac
 * command prints them, cut where the process's stderr would be cut. The compile runs on a thread of its own, whose CPU time
 * (not the wall time, which other programs on the machine stretch) is its limit.
 * Each job gets a fresh file manager and sees only its own folder: its class
 * path and output folder. No annotation processing, so no code but the JDK's runs.
 * Kotlin: each job gets a fresh K2JVMCompiler with the options given at start (the
 * judge's, as the kotlinc process gets them) and its folder as the output; kotlinc
 * has no annotation processing without kapt, which is not on the class path.
 */
public final class CompileServer {
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    private static final String COMPILER_CRASH = "An exception has occurred in the compiler";

    public static void main(String[] args) throws Exception {
        Compiler compiler = args.length > 0 && args[0].equals("kotlin") ? new KotlinCompiler(Arrays.copyOfRange(args, 1, args.length)) : new JavacCompiler();
        BufferedReader requests = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        OutputStream replies = System.out;
        for (String line = requests.readLine(); line != null; line = requests.readLine()) {
            String[] fields = line.split("\t");
            long limitNs = Long.parseLong(fields[0]) * 1_000_000L;
            int maxBytes = Integer.parseInt(fields[1]);
            Compile compile = new Compile(compiler, Arrays.copyOfRange(fields, 2, fields.length), maxBytes);
            Thread thread = new Thread(compile, "compile");
            thread.start();
            boolean isOverLimit = false;
            while (thread.isAlive() && !isOverLimit) {
                try {
                    thread.join(20);
                } catch (InterruptedException ignored) {
                    // Nothing interrupts this thread; go on waiting.
                }
                isOverLimit = thread.isAlive() && THREADS.getThreadCpuTime(thread.getId()) > limitNs;
            }
            long cpuMs = THREADS.getThreadCpuTime(thread.getId()) / 1_000_000;
            if (isOverLimit) {
                reply(replies, 3, cpuMs, new byte[0]);
                // javac cannot be stopped midway: the server ends, and the judge starts another.
                Runtime.getRuntime().halt(0);
            }
            byte[] body = compile.messages.toString().getBytes(StandardCharsets.UTF_8);
            reply(replies, compile.status, compile.cpuMs, body.length > maxBytes ? Arrays.copyOf(body, maxBytes) : body);
        }
    }

    private static void reply(OutputStream replies, int status, long cpuMs, byte[] body) throws IOException {
        replies.write((status + " " + cpuMs + " " + body.length + "\n").getBytes(StandardCharsets.UTF_8));
        replies.write(body);
        replies.flush();
    }

    /**
     * Keeps the first `maxChars` characters written and drops the rest: javac can
     * print megabytes for a small source, and no more than `maxBytes` bytes are sent
     * (a character is at least a byte, so as many characters are always enough).
     */
    private static final class CappedWriter extends StringWriter {
        private final int maxChars;

        CappedWriter(int maxChars) {
            this.maxChars = maxChars;
        }

        @Override
        public void write(int c) {
            if (getBuffer().length() < maxChars) super.write(c);
        }

        @Override
        public void write(char[] chars, int offset, int length) {
            super.write(chars, offset, Math.max(0, Math.min(length, maxChars - getBuffer().length())));
        }

        @Override
        public void write(String text, int offset, int length) {
            super.write(text, offset, Math.max(0, Math.min(length, maxChars - getBuffer().length())));
        }
    }

    /** A compiler of the server: true when the sources compiled, its messages written to `messages`. */
    private interface Compiler {
        boolean compile(String[] fields, StringWriter messages) throws Exception;
    }

    /** One compile, on its own thread so that its CPU time can be watched. */
    private static final class Compile implements Runnable {
        private final Compiler compiler;
        private final String[] fields;
        StringWriter messages;
        int status = 2;
        long cpuMs;

        Compile(Compiler compiler, String[] fields, int maxBytes) {
            this.compiler = compiler;
            this.fields = fields;
            this.messages = new CappedWriter(maxBytes);
        }

        @Override
        public void run() {
            try {
                status = compiler.compile(fields, messages) ? 0 : 1;
                // javac's own crash (a bug, a stack overflow, out of memory) is reported so, with no message before it:
                // the judge compiles again with the javac process, whose messages for it the learner would see.
                if (messages.toString().startsWith(COMPILER_CRASH)) status = 2;
            } catch (Throwable failure) {
                status = 2;
                messages = new CappedWriter(4096);
                messages.write(String.valueOf(failure));
            }
            cpuMs = THREADS.getCurrentThreadCpuTime() / 1_000_000;
        }
    }

    private static final class JavacCompiler implements Compiler {
        private final JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();

        @Override
        public boolean compile(String[] fields, StringWriter messages) throws IOException {
            String folder = fields[0];
            List<Path> sources = new ArrayList<>();
            for (int i = 1; i < fields.length; i++) sources.add(Path.of(folder, fields[i]));
            List<String> options = List.of("-encoding", "UTF-8", "-nowarn", "-proc:none", "-d", folder, "-classpath", folder);
            try (StandardJavaFileManager files = compiler.getStandardFileManager(null, null, StandardCharsets.UTF_8)) {
                Iterable<? extends JavaFileObject> units = files.getJavaFileObjectsFromPaths(sources);
                return compiler.getTask(messages, files, null, options, null, units).call();
            }
        }
    }

    /** Keeps the first `maxBytes` bytes written and drops the rest, as CappedWriter does with characters. */
    private static final class CappedStream extends ByteArrayOutputStream {
        private final int maxBytes;

        CappedStream(int maxBytes) {
            this.maxBytes = maxBytes;
        }

        @Override
        public synchronized void write(int b) {
            if (count < maxBytes) super.write(b);
        }

        @Override
        public synchronized void write(byte[] bytes, int offset, int length) {
            super.write(bytes, offset, Math.max(0, Math.min(length, maxBytes - count)));
        }
    }

    /**
     * K2JVMCompiler.execFullPathsInMessages(PrintStream, String[]): the kotlinc command's
     * messages, with the sources' full paths (the judge scrubs the job's folder from
     * them, as from javac's). A compile's own exit codes: OK, COMPILATION_ERROR; any
     * other (an internal error, out of memory) is the compiler failing.
     */
    private static final class KotlinCompiler implements Compiler {
        private final Class<?> compilerClass;
        private final Method exec;
        private final String[] options;

        KotlinCompiler(String[] options) throws ReflectiveOperationException {
            this.options = options;
            compilerClass = Class.forName("org.jetbrains.kotlin.cli.jvm.K2JVMCompiler");
            exec = compilerClass.getMethod("execFullPathsInMessages", PrintStream.class, String[].class);
        }

        @Override
        public boolean compile(String[] fields, StringWriter messages) throws Exception {
            String folder = fields[0];
            List<String> arguments = new ArrayList<>(Arrays.asList(options));
            arguments.add("-d");
            arguments.add(folder);
            for (int i = 1; i < fields.length; i++) arguments.add(Path.of(folder, fields[i]).toString());
            CappedStream output = new CappedStream(MAX_KOTLIN_MESSAGE_BYTES);
            Object exitCode;
            try (PrintStream stream = new PrintStream(output, true, StandardCharsets.UTF_8)) {
                exitCode = exec.invoke(compilerClass.getConstructor().newInstance(), stream, arguments.toArray(new String[0]));
            }
            messages.write(output.toString(StandardCharsets.UTF_8));
            String code = String.valueOf(exitCode);
            if (code.equals("OK")) return true;
            if (code.equals("COMPILATION_ERROR")) return false;
            throw new IllegalStateException("kotlinc ended with " + code + ": " + messages.toString().substring(0, Math.min(300, messages.getBuffer().length())));
        }
    }

    /** What kotlinc may print per compile before the judge's cap (64 KiB) cuts it: room for the cap, and no more. */
    private static final int MAX_KOTLIN_MESSAGE_BYTES = 1024 * 1024;
}
