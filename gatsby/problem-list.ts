// "The content in content/ has 2 problems (see …):" and one line per problem.
export const problemList = (subject: string, problems: ReadonlyArray<string>, help: string) =>
  `${subject} ${problems.length} problem${problems.length > 1 ? "s" : ""} (see ${help}):\n- ` +
  problems.join("\n- ")
