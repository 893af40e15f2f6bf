// A "billion laughs" in YAML: each line a list of ten aliases of the line before, 10^9 strings in
// all, in under 500 bytes. The tests of the YAML reader's limits give it as a content file, as a
// Markdown file's front matter, and as Gatsby's front matter.
export const BILLION_LAUGHS = [
  `a: &a [${Array(10).fill('"lol"').join(", ")}]`,
  ..."bcdefghi"
    .split("")
    .map(
      (name, index) => `${name}: &${name} [${Array(10).fill(`*${"abcdefgh"[index]}`).join(", ")}]`,
    ),
].join("\n")
