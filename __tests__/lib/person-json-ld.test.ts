import { personJsonLd, scriptSafeJson } from "../../src/lib/person-json-ld"
import { minimalProfile, profile } from "../fixtures/page-data"

describe("personJsonLd", () => {
  it("describes the owner as a schema.org Person", () => {
    expect(
      personJsonLd(profile, ["R", "SQL"], "https://ada.example/", "https://ada.example/me.jpg"),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "Person",
      name: profile.name,
      jobTitle: profile.role,
      description: profile.headline,
      url: "https://ada.example/",
      image: "https://ada.example/me.jpg",
      email: `mailto:${profile.email}`,
      telephone: profile.phone,
      address: { "@type": "PostalAddress", addressCountry: profile.location },
      sameAs: [profile.linkedin, profile.github],
      knowsAbout: ["R", "SQL"],
    })
  })

  it("leaves out the image, the phone and the profiles when there are none", () => {
    const person = personJsonLd(minimalProfile, [], "https://ada.example/")
    expect(Object.keys(person)).toEqual([
      "@context",
      "@type",
      "name",
      "jobTitle",
      "description",
      "url",
      "email",
      "address",
      "knowsAbout",
    ])
  })

  it("keeps the one profile an owner has", () => {
    const person = personJsonLd({ ...minimalProfile, github: "https://github.com/q" }, [], "/")
    expect(person.sameAs).toEqual(["https://github.com/q"])
  })
})

describe("scriptSafeJson", () => {
  it("cannot close the script element it is written into", () => {
    const json = scriptSafeJson({ text: "</script><script>alert(1)</script>" })
    expect(json).not.toContain("</script>")
    expect(JSON.parse(json)).toEqual({ text: "</script><script>alert(1)</script>" })
  })
})
