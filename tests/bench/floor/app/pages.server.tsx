/**
 * The pages the floor answers: our pages' HTML as our server answered them when the benchmark
 * started (tests/bench/floor.ts writes them to the file BEL_FLOOR_PAGES names, by address),
 * parsed into React elements once, when the server starts, so that each request costs React the
 * rendering of the page's elements and nothing else (docs/deploy.md: "Rendering against the
 * framework's floor").
 */
import fs from "node:fs";
import { attributesToProps, domToReact, htmlToDOM } from "html-react-parser";
import type { DOMNode, Element } from "html-react-parser";
import { createElement, type ReactNode } from "react";
import { RAW_HTML_IDS, withoutFrameworkMarkup } from "./framework-markup";

export type Page = {
  /** The attributes of <html> and <body>, as props. */
  html: Record<string, unknown>;
  body: Record<string, unknown>;
  /** What <head> and <body> hold. */
  head: ReactNode;
  content: ReactNode;
};

const isElement = (node: DOMNode): node is Element => "attribs" in node;
const rawIds: ReadonlySet<string> = new Set(RAW_HTML_IDS);

function parse(captured: string): Page {
  const html = withoutFrameworkMarkup(captured);
  const find = (nodes: DOMNode[], name: string) => {
    const found = nodes.find((node) => isElement(node) && node.name === name);
    if (!found) throw new Error(`a captured page without <${name}>`);
    return found as Element;
  };
  const root = find(htmlToDOM(html, { withStartIndices: true, withEndIndices: true }), "html");
  const head = find(root.children as DOMNode[], "head");
  const body = find(root.children as DOMNode[], "body");
  const options = {
    // What ours renders as one string stays one string, sliced from the page as it was sent.
    replace(node: DOMNode) {
      if (!isElement(node) || !rawIds.has(node.attribs.id)) return undefined;
      const first = node.children[0];
      const last = node.children[node.children.length - 1];
      const inner = first ? html.slice(first.startIndex!, last.endIndex! + 1) : "";
      return createElement(node.name, {
        ...attributesToProps(node.attribs),
        dangerouslySetInnerHTML: { __html: inner },
      });
    },
  };
  return {
    html: attributesToProps(root.attribs),
    body: attributesToProps(body.attribs),
    head: domToReact(head.children as DOMNode[], options),
    content: domToReact(body.children as DOMNode[], options),
  };
}

const file = process.env.BEL_FLOOR_PAGES;
if (!file) throw new Error("BEL_FLOOR_PAGES: the file of the pages to answer");
const captured = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, string>;

/** Each page by its address (path and query string), as the floor's routes look it up. */
export const pages = new Map(Object.entries(captured).map(([url, html]) => [url, parse(html)]));
