// What every *.head module is in the browser bundle (gatsby-node.js swaps it in). A page's head is
// complete in its HTML, and every link between pages loads the next page's HTML, so the browser
// has no use for it: without a Head, Gatsby renders no second React root for the head, and the
// page's script carries neither the head's code nor a static query for it.
export const Head = undefined
