import { useEffect, useState } from "react"

// The prerendered page carries the build's year; the visitor's clock corrects it after hydration,
// so a site built in December still reads the right year in January without a hydration mismatch.
export function useCurrentYear(): number {
  const [year, setYear] = useState(() => new Date().getFullYear())

  useEffect(() => {
    setYear(new Date().getFullYear())
  }, [])

  return year
}
