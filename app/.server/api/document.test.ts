import { describe, expect, it } from "vitest";
import { deserialize, type Resource } from "./document";

describe("deserialize", () => {
  it("flattens attributes into camelCase fields beside id and type", () => {
    expect(
      deserialize({
        data: { id: "1", type: "volunteer_centers", attributes: { name: "Oldebroek", postal_code: "8096 AA" } },
      }),
    ).toEqual({ id: "1", type: "volunteer_centers", name: "Oldebroek", postalCode: "8096 AA" });
  });

  it("keeps a relationship's meta under its name in relationshipMeta", () => {
    const user = deserialize({
      data: {
        id: "1",
        type: "users",
        relationships: { notifications: { data: [{ id: "9", type: "notifications" }], meta: { total: 7, unread_count: 5 } }, roles: { data: [] } },
      },
    }) as Resource;
    expect(user.relationshipMeta).toEqual({ notifications: { total: 7, unreadCount: 5 } });
    expect(user.notifications).toEqual([{ id: "9", type: "notifications" }]);
  });

  it("resolves to-one and to-many relationships from included, under camelCase names", () => {
    const vacancy = deserialize({
      data: {
        id: "10",
        type: "vacancies",
        attributes: { title: "Driver" },
        relationships: {
          organization: { data: { id: "3", type: "organizations" } },
          volunteer_roles: {
            data: [
              { id: "5", type: "roles" },
              { id: "6", type: "roles" },
            ],
          },
        },
      },
      included: [
        { id: "3", type: "organizations", attributes: { name: "Food bank" } },
        { id: "5", type: "roles", attributes: { role_name: "driver" } },
        { id: "6", type: "roles", attributes: { role_name: "cook" } },
      ],
    }) as Resource;
    expect(vacancy.organization).toEqual({ id: "3", type: "organizations", name: "Food bank" });
    expect(vacancy.volunteerRoles).toEqual([
      { id: "5", type: "roles", roleName: "driver" },
      { id: "6", type: "roles", roleName: "cook" },
    ]);
  });

  it("gives {id, type} for a relationship that was not included, and null for an empty one", () => {
    expect(
      deserialize({
        data: {
          id: "10",
          type: "vacancies",
          relationships: {
            organization: { data: { id: "3", type: "organizations" } },
            contact_person: { data: null },
            tags: { data: [] },
            owner: { links: { related: "/api/v1/vacancies/10/owner" } } as never,
          },
        },
      }),
    ).toEqual({ id: "10", type: "vacancies", organization: { id: "3", type: "organizations" }, contactPerson: null, tags: [] });
  });

  it("survives a cycle: the centre's profile points back at the very same centre object", () => {
    const center = deserialize({
      data: {
        id: "1",
        type: "volunteer_centers",
        attributes: { name: "Hattem" },
        relationships: { profile: { data: { id: "9", type: "volunteer_center_profiles" } } },
      },
      included: [
        {
          id: "9",
          type: "volunteer_center_profiles",
          attributes: { primary_color: "indigo" },
          relationships: { volunteer_center: { data: { id: "1", type: "volunteer_centers" } } },
        },
      ],
    }) as Resource;
    const profile = center.profile as Resource;
    expect(profile.primaryColor).toBe("indigo");
    expect(profile.volunteerCenter).toBe(center);
  });

  it("resolves a collection, sharing one object for a resource two items point at", () => {
    const list = deserialize({
      data: [
        { id: "1", type: "vacancies", relationships: { organization: { data: { id: "3", type: "organizations" } } } },
        { id: "2", type: "vacancies", relationships: { organization: { data: { id: "3", type: "organizations" } } } },
      ],
      included: [{ id: "3", type: "organizations", attributes: { name: "Food bank" } }],
    }) as Resource[];
    expect(list.map((item) => item.id)).toEqual(["1", "2"]);
    expect(list[0].organization).toEqual({ id: "3", type: "organizations", name: "Food bank" });
    expect(list[1].organization).toBe(list[0].organization);
  });

  it("resolves a relationship to another primary resource in the same collection", () => {
    const [parent, child] = deserialize({
      data: [
        { id: "1", type: "organizations", attributes: { name: "Parent" } },
        { id: "2", type: "organizations", relationships: { parent: { data: { id: "1", type: "organizations" } } } },
      ],
    }) as Resource[];
    expect(child.parent).toBe(parent);
  });

  it("keeps links and camelCases resource meta", () => {
    expect(
      deserialize({
        data: { id: "1", type: "vacancies", links: { self: "/api/v1/vacancies/1" }, meta: { can_edit: true } },
      }),
    ).toEqual({ id: "1", type: "vacancies", links: { self: "/api/v1/vacancies/1" }, meta: { canEdit: true } });
  });

  it("gives null for null or absent data, and [] for an empty collection", () => {
    expect(deserialize({ data: null })).toBeNull();
    expect(deserialize({})).toBeNull();
    expect(deserialize({ data: [] })).toEqual([]);
  });
});
