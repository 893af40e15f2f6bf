// The 404 page's island (not-found-log.tsx): the path a visitor tried, in the console.
export default function start() {
  console.error("404 Error: User attempted to access non-existent route:", window.location.pathname)
}
