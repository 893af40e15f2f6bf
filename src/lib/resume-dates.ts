// A JSON Resume date (YYYY, YYYY-MM, YYYY-MM-DD, or the time YAML read it as) as a résumé and the
// site write it: "2024", "Mar 2024" (a day is too fine for a résumé).
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

export function resumeDate(date: string) {
  const [year, month] = date.split("-")
  return month ? `${MONTHS[Number(month) - 1]} ${year}` : year
}
