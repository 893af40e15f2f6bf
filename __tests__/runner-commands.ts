// The workflow commands GitHub's runner would obey in a log (actions/runner, ActionCommand.cs and
// ActionCommandManager.cs): a line that starts with "::" once its leading white space is trimmed
// (TryParseV2), or a line that holds "##[" anywhere (TryParse, the older syntax, still tried when
// the first fails). The runner reads lines as .NET does: they end at "\n", "\r\n" or a lone "\r".
export function runnerCommands(log: string) {
  return log.split(/\r\n|\r|\n/).flatMap((line) => {
    const trimmed = line.trimStart()
    if (trimmed.startsWith("::"))
      return [{ command: /^::([^\s:]*)/.exec(trimmed)?.[1] ?? "", line }]
    const legacy = /##\[([^\s\]]*)/.exec(line)
    return legacy ? [{ command: legacy[1], line }] : []
  })
}
