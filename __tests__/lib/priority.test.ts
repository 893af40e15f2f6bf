import { priorityLabel, priorityTone } from "../../src/lib/priority"

describe("priority badge", () => {
  it.each([
    ["high", "high", "High Priority"],
    ["medium", "medium", "Medium Priority"],
    ["low", "low", "Low Priority"],
    ["High", "high", "High Priority"],
    ["urgent", "other", "Urgent Priority"],
    ["someday", "other", "Someday Priority"],
  ])("%s has the %s colour and reads %s", (priority, tone, label) => {
    expect(priorityTone(priority)).toBe(tone)
    expect(priorityLabel(priority)).toBe(label)
  })
})
