import { describe, expect, it } from "vitest";
import { toIsoDate } from "../../src/metadata/dates.js";

describe("toIsoDate", () => {
  it("keeps ISO input's precision and offset", () => {
    expect(toIsoDate("2024-03-05")).toBe("2024-03-05");
    expect(toIsoDate("2024-03-05T09:30:00+01:00")).toBe("2024-03-05T09:30:00+01:00");
    expect(toIsoDate("2024-03-05 09:30")).toBe("2024-03-05T09:30:00");
    expect(toIsoDate("2024-03-05T09:30:00.123z")).toBe("2024-03-05T09:30:00.123Z");
    expect(toIsoDate("2024-03-05T09:30:00+0100")).toBe("2024-03-05T09:30:00+01:00");
    expect(toIsoDate("20080116")).toBe("2008-01-16");
  });

  it("parses written dates, RFC 2822 and Unix timestamps", () => {
    expect(toIsoDate("January 16, 2008")).toBe("2008-01-16");
    expect(toIsoDate("Wed, 16 Jan 2008 10:20:30 GMT")).toBe("2008-01-16T10:20:30Z");
    expect(toIsoDate("1200478830")).toBe("2008-01-16T10:20:30Z");
    expect(toIsoDate("1200478830000")).toBe("2008-01-16T10:20:30Z");
  });

  it("gives a time the page wrote without a zone as written, whatever the machine's zone", () => {
    const zone = process.env.TZ;
    try {
      for (const machineZone of ["UTC", "America/New_York", "Asia/Tokyo", "Pacific/Chatham"]) {
        process.env.TZ = machineZone;
        expect(toIsoDate("January 16, 2008 10:30")).toBe("2008-01-16T10:30:00");
        expect(toIsoDate("Jan 16 2008 10:30:15 pm")).toBe("2008-01-16T22:30:15");
        expect(toIsoDate("Wed, 16 Jan 2008 10:20:30 GMT")).toBe("2008-01-16T10:20:30Z");
        // A named zone stays as written, with its offset: the page's calendar day.
        expect(toIsoDate("Wed, 16 Jan 2008 10:20:30 +0100")).toBe("2008-01-16T10:20:30+01:00");
        expect(toIsoDate("January 16, 2008 10:30 EST")).toBe("2008-01-16T10:30:00-05:00");
        expect(toIsoDate("Monday, November 18, 2019 8:22 PM EST")).toBe(
          "2019-11-18T20:22:00-05:00",
        );
        expect(toIsoDate("Jan 16 2008 23:30 -0800")).toBe("2008-01-16T23:30:00-08:00");
        expect(toIsoDate("January 16, 2008")).toBe("2008-01-16");
        expect(toIsoDate("December 31, 2008")).toBe("2008-12-31");
      }
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it("rejects impossible and implausible dates", () => {
    expect(toIsoDate("2023-02-29")).toBeUndefined();
    expect(toIsoDate("2023-13-01")).toBeUndefined();
    expect(toIsoDate("1850-01-01")).toBeUndefined();
    expect(toIsoDate("yesterday")).toBeUndefined();
    expect(toIsoDate("")).toBeUndefined();
  });
});

describe("toIsoDate refuses what it would have to guess", () => {
  it("a date without a year", () => {
    expect(toIsoDate("Apr 12")).toBeUndefined();
    expect(toIsoDate("Apr 12, 2024")).toBe("2024-04-12");
  });

  it("a numeric day and month that could be either", () => {
    expect(toIsoDate("02-12-2025")).toBeUndefined();
    expect(toIsoDate("03/04/2024")).toBeUndefined();
    expect(toIsoDate("4/24/2000 12:00:00 AM")).toBe("2000-04-24T00:00:00");
  });
});
