// The folder of the owner's content: content/, or CONTENT_DIR (the tests build fixture folders).
export const CONTENT_DIR = process.env.CONTENT_DIR || "content"
