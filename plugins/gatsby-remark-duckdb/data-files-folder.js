// @ts-check
// Where the data files a case study's queries read are published, in the site's public folder
// (data-files.js); the hosts' _headers open this folder, and no other, to every origin. A module
// of its own: the site's headers are rendered with the pages, and what the pages render is
// bundled for Gatsby's server, which must not carry the build's readers of the owner's files.
const DATA_FILES_FOLDER = "static/sql-data"

module.exports = { DATA_FILES_FOLDER }
