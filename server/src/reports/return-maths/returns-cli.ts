// Entry of `npm run returns -- <file.json>` (root package.json). npm runs scripts from the
// repository root, so a relative path is resolved against INIT_CWD, where the user typed it.
import { EXIT_INVALID_INPUT, runReturnsCommand } from './returns-command';

// Never a stack trace on the console: a closed pipe (`| head`) ends quietly, anything else
// unexpected is one line on stderr.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE')
    process.stderr.write(`returns: cannot write output: ${error.message}\n`);
  process.exit(error.code === 'EPIPE' ? 0 : EXIT_INVALID_INPUT);
});

try {
  process.exitCode = runReturnsCommand(process.argv.slice(2), {
    cwd: process.env.INIT_CWD ?? process.cwd(),
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
  });
} catch (error) {
  process.stderr.write(
    `returns: internal error: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exitCode = EXIT_INVALID_INPUT;
}
