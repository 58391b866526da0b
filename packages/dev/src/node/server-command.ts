/** A command line as the user typed it, run by the platform's shell (so quotes, `&&` and env work). */
export function shellCommand(command: string): { command: string; args: string[] } {
  return process.platform === "win32"
    ? { command: "cmd.exe", args: ["/d", "/s", "/c", command] }
    : { command: "/bin/sh", args: ["-c", command] };
}
