/** Related products of a product page: its subcategory first, then its category; never itself. */
import { beforeEach, expect, it } from "vitest";
import { createProducts, getRelatedProducts } from "~/models/product.server";
import { summarize } from "~/utils/form.server";
import { createTaxonomy, resetDb } from "../fixtures";

beforeEach(resetDb);

it("lists the same subcategory first, then the rest of the category, without the product", () => {
  const t = createTaxonomy();
  const [self, sameSub, otherSub, noSub, elsewhere] = createProducts([
    { name: "SWA 3 core", description: "", categoryId: t.power.id, subcategoryId: t.swa.id },
    { name: "SWA 4 core", description: "", categoryId: t.power.id, subcategoryId: t.swa.id },
    { name: "Flex 3 core", description: "", categoryId: t.power.id, subcategoryId: null },
    { name: "Tri-rated", description: "", categoryId: t.power.id },
    { name: "Cat6", description: "", categoryId: t.lan.id },
  ]);
  const related = getRelatedProducts({
    id: self.id,
    categoryId: t.power.id,
    subcategoryId: t.swa.id,
  });
  expect(related[0].slug).toBe(sameSub.slug);
  expect(related.map((p) => p.slug).sort()).toEqual(
    [sameSub.slug, otherSub.slug, noSub.slug].sort(),
  );
  expect(related.map((p) => p.slug)).not.toContain(self.slug);
  expect(related.map((p) => p.slug)).not.toContain(elsewhere.slug);
  // Cards, as the listing shows them.
  expect(related[0]).toEqual({
    name: "SWA 4 core",
    slug: sameSub.slug,
    shortdescription: "",
    imagealt: "SWA 4 core",
    image: null,
    category: { name: t.power.name, slug: t.power.slug },
  });
});

it("summarises the documented shared message once and says per field what is wrong", () => {
  const reply = summarize(
    {
      status: "error",
      initialValue: {},
      error: {
        name: ["All fields are required."],
        email: ["Please enter a valid email."],
        phone: ["Please enter digits only."],
      },
    },
    {
      messages: ["All fields are required.", "Please enter a valid email."],
      fields: {
        name: { "All fields are required.": "Enter your name." },
        email: { "Please enter a valid email.": "Enter an address like name@example.com." },
      },
    },
  );
  expect(reply.error).toEqual({
    "": ["All fields are required."],
    name: ["Enter your name."],
    email: ["Enter an address like name@example.com."],
    phone: ["Please enter digits only."],
  });
});
