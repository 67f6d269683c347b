import { describe, expect, it } from "vitest";
import { parseVacancySearch, searchParamsOf, vacancyListQuery } from "./vacancy-search";

const parse = (query: string) => parseVacancySearch(new URLSearchParams(query));

describe("the vacancy search's URL parameters", () => {
  it("reads every filter", () => {
    expect(parse("q=+koffie+&city=Epe&postcode=8161ab&distance=25&remote=1&hours=2,5&commitment=one_off&date=2027-04-27&sort=newest&page=3")).toEqual({
      search: {
        q: "koffie",
        city: "Epe",
        postcode: "8161AB",
        distance: 25,
        remote: true,
        hours: "2.5",
        commitment: "one_off",
        date: "2027-04-27",
        sort: "newest",
        page: 3,
      },
      errors: {},
    });
  });

  it("starts empty: relevance, 10 km, page 1", () => {
    expect(parse("")).toEqual({
      search: { q: "", city: "", postcode: "", distance: 10, remote: false, hours: "", commitment: "", date: "", sort: "relevance", page: 1 },
      errors: {},
    });
  });

  it("falls back to defaults for values its form cannot produce", () => {
    expect(parse("distance=7&sort=random&commitment=forever&page=0&remote=maybe").search).toMatchObject({
      distance: 10,
      sort: "relevance",
      commitment: "",
      page: 1,
      remote: false,
    });
  });

  it("reports what visitors type wrong at its field", () => {
    expect(parse("postcode=12345&hours=veel&date=2027-02-30").errors).toEqual({
      postcode: "postcodeInvalid",
      hours: "hoursInvalid",
      date: "dateInvalid",
    });
    expect(parse("hours=200").errors).toEqual({ hours: "hoursInvalid" });
    expect(parse("date=27-04-2027").errors).toEqual({ date: "dateInvalid" });
  });
});

describe("the API query of a search", () => {
  it("asks for public vacancies with every filter given", () => {
    const { search } = parse("q=cafe&city=Epe&postcode=1234ab&distance=5&remote=1&hours=4&commitment=recurring&date=2027-01-01");
    const query = vacancyListQuery(search, { number: 2, size: 10 });
    expect(query.filter).toEqual({
      public: "true",
      search: "cafe",
      city_eq: "Epe",
      postcode: "1234AB",
      distance_km_lteq: "5",
      remote_eq: "true",
      hours_per_week_lteq: "4",
      commitment_eq: "recurring",
      available_on: "2027-01-01",
    });
    expect(query.sort).toBeUndefined(); // the API ranks a search by relevance
    expect(query.page).toEqual({ number: 2, size: 10 });
  });

  it("sorts the newest first without words, when asked, and in feeds", () => {
    expect(vacancyListQuery(parse("").search, { number: 1, size: 10 }).sort).toBe("-published_at");
    expect(vacancyListQuery(parse("q=x&sort=newest").search, { number: 1, size: 10 }).sort).toBe("-published_at");
    expect(vacancyListQuery(parse("q=x").search, { number: 1, size: 50 }, "feed").sort).toBe("-published_at");
  });

  it("leaves out typed text without a letter or digit, which the api refuses, and lists the newest", () => {
    for (const q of ["!!", "-", "*", '""', "\u200b", "\u0000"]) {
      const query = vacancyListQuery(parse(`q=${encodeURIComponent(q)}`).search, { number: 1, size: 10 });
      expect(query.filter.search, JSON.stringify(q)).toBeUndefined();
      expect(query.sort, JSON.stringify(q)).toBe("-published_at");
    }
    expect(vacancyListQuery(parse("q=%21caf%C3%A9%21").search, { number: 1, size: 10 }).filter.search).toBe("!café!");
  });

  it("asks for the description in feeds only", () => {
    expect(vacancyListQuery(parse("q=x").search, { number: 1, size: 10 }).fields.vacancies).not.toContain("description_html");
    expect(vacancyListQuery(parse("q=x").search, { number: 1, size: 50 }, "feed").fields.vacancies).toContain("description_html");
  });

  it("asks for the point (for the map) on the result page only", () => {
    expect(vacancyListQuery(parse("q=x").search, { number: 1, size: 10 }).fields.vacancies).toEqual(expect.arrayContaining(["latitude", "longitude"]));
    expect(vacancyListQuery(parse("q=x").search, { number: 1, size: 50 }, "feed").fields.vacancies).not.toContain("latitude");
  });

  it("leaves empty filters and the distance without a postcode out", () => {
    const query = vacancyListQuery(parse("distance=25").search, { number: 1, size: 10 });
    expect(Object.entries(query.filter).filter(([, v]) => v !== undefined)).toEqual([["public", "true"]]);
  });
});

describe("a search as a shareable URL", () => {
  it("keeps what was chosen and leaves defaults out", () => {
    expect(searchParamsOf(parse("q=koffie&remote=on&distance=25&sort=relevance&page=2").search).toString()).toBe("q=koffie&remote=1");
    expect(searchParamsOf(parse("postcode=1234 ab&sort=newest&page=2").search, { page: true }).toString()).toBe(
      "postcode=1234+AB&distance=10&sort=newest&page=2",
    );
  });
});
