import { personJsonLd, scriptSafeJson } from "../../src/lib/person-json-ld"
import { profile } from "../fixtures"

describe("personJsonLd", () => {
  it("describes the owner as a schema.org Person", () => {
    expect(
      personJsonLd(profile, ["SQL", "Excel"], "https://ada.example/", "https://ada.example/me.jpg"),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "Person",
      name: "Ada Analyst",
      jobTitle: "Data Analyst",
      description: "I turn data into actionable insights.",
      url: "https://ada.example/",
      image: "https://ada.example/me.jpg",
      email: "mailto:ada@example.com",
      telephone: "+91 90000 00000",
      address: { "@type": "PostalAddress", addressCountry: "India" },
      sameAs: ["https://www.linkedin.com/in/ada", "https://github.com/ada"],
      knowsAbout: ["SQL", "Excel"],
    })
  })

  it("leaves out the image when there is none", () => {
    expect(personJsonLd(profile, [], "https://ada.example/")).not.toHaveProperty("image")
  })
})

describe("scriptSafeJson", () => {
  it("cannot close the script element it is written into", () => {
    const json = scriptSafeJson({ text: "</script><script>alert(1)</script>" })
    expect(json).not.toContain("</script>")
    expect(JSON.parse(json)).toEqual({ text: "</script><script>alert(1)</script>" })
  })
})
