/**
 * The trade's vocabulary, as a UK cable wholesaler's counter staff would recognise it: the
 * search synonyms a new site starts with (docs/storefront.md, "How a query is read"), which staff
 * then edit in the admin (Search synonyms): each entry as its form takes it, no term said twice
 * as the search reads it (`t&e` is `t and e`; tests/models/search-synonyms.test.ts).
 */
import { searchSynonyms } from "../schema";
import { db } from "~/db.server";

type Entry =
  { kind: "equivalent"; terms: string[] } | { kind: "one-way"; root: string; terms: string[] };

const same = (...terms: string[]): Entry => ({ kind: "equivalent", terms });
const finds = (root: string, ...terms: string[]): Entry => ({ kind: "one-way", root, terms });

export const TRADE_SYNONYMS: Entry[] = [
  // Power and installation
  same("t&e", "t+e", "twin and earth"),
  same("swa", "steel wire armoured", "steel wire armored", "armoured", "armored"),
  same("flex", "flexible cable", "flexible"),
  same("sy", "steel braided"),
  same("tri-rated", "tri rated", "panel wire"),
  finds("6242y", "twin and earth"),
  finds("6491x", "single core conduit"),
  finds("h07rnf", "rubber flex"),
  finds("arctic", "arctic grade"),
  finds("mains", "power"),
  // Fire performance
  same("lszh", "ls0h", "lsoh", "lshf", "low smoke zero halogen", "low smoke halogen free"),
  same("fire resistant", "fire rated", "fireproof", "fire proof"),
  finds("fp200", "fire resistant"),
  finds("fp plus", "fire resistant"),
  finds("firetuf", "fire resistant"),
  finds("fp400", "enhanced fire resistant"),
  finds("fire alarm", "fire resistant"),
  // Data and networks
  same("ethernet", "network cable", "data cable", "lan cable"),
  same("utp", "unshielded twisted pair", "unscreened"),
  same("ftp", "futp", "foil screened", "foiled"),
  same("stp", "sftp", "shielded twisted pair"),
  same("screened", "shielded"),
  finds("patch lead", "patch cable"),
  finds("telephone", "cw1308"),
  finds("phone cable", "telephone"),
  finds("bms", "building management"),
  finds("dmx", "dmx512"),
  // Coaxial and satellite
  same("coax", "coaxial"),
  same("sat", "satellite"),
  same("aerial", "antenna", "tv aerial"),
  finds("shotgun", "twin satellite"),
  // Audio
  same("mic", "microphone"),
  same("speaker", "loudspeaker"),
  same("multicore", "snake"),
  finds("pa cable", "100v line"),
  // Sheaths, places and colours
  same("external", "outdoor", "exterior"),
  same("internal", "indoor"),
  same("direct burial", "underground", "burial"),
  same("pe", "polyethylene"),
  same("pvc", "polyvinyl chloride"),
  same("grey", "gray"),
  same("purple", "violet"),
  same("wire", "cable"),
];

/** The vocabulary into the synonyms table (a site that has some keeps its own). */
export function seedSynonyms() {
  const existing = db.select({ id: searchSynonyms.id }).from(searchSynonyms).limit(1).get();
  if (existing) return 0;
  db.insert(searchSynonyms)
    .values(
      TRADE_SYNONYMS.map((entry) => ({
        kind: entry.kind,
        root: entry.kind === "one-way" ? entry.root : "",
        terms: entry.terms.join("\n"),
      })),
    )
    .run();
  return TRADE_SYNONYMS.length;
}
