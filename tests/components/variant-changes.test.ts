/**
 * What an unavailable variant option says it changes (docs/variants.md, Unavailable options): a
 * group's title in lower case, an acronym kept as it is, several changes joined with "and".
 */
import { describe, expect, it } from "vitest";
import { changesText } from "~/components/variant-chooser";

describe("changesText", () => {
  it("names each other group and the value the option leads to", () => {
    expect(changesText([["Sheath Colour", "Blue"]])).toBe("changes sheath colour to Blue");
    expect(
      changesText([
        ["CPR Class", "Cca"],
        ["Length", "100 m"],
      ]),
    ).toBe("changes CPR class to Cca and length to 100 m");
    expect(changesText([["Conductor Size", null]])).toBe("changes conductor size to none");
  });
});
