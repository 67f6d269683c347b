import { describe, expect, it } from "vitest";
import { currentNavId } from "./nav-current";

const items = [
  { id: "vacancies", href: "/vacancies/search", label: "", sections: ["/vacancies/search", "/vacancies/"] },
  { id: "organizations", href: "/organizations", label: "", sections: ["/organizations"] },
  { id: "approve", href: "/organizations/approve", label: "", sections: ["/organizations/approve"] },
];

describe("currentNavId", () => {
  it("marks the section a page is in, the most specific one first", () => {
    expect(currentNavId("/vacancies/12", items)).toBe("vacancies");
    expect(currentNavId("/organizations", items)).toBe("organizations");
    expect(currentNavId("/organizations/3/edit", items)).toBe("organizations");
    expect(currentNavId("/organizations/approve", items)).toBe("approve");
  });

  it("marks nothing outside every section, nor on a path that only starts with the same letters", () => {
    expect(currentNavId("/", items)).toBeNull();
    expect(currentNavId("/vacancies", items)).toBeNull();
    expect(currentNavId("/organizationsx", items)).toBeNull();
  });
});
