export { wrapRootElement } from "./src/wrap-root-element"
