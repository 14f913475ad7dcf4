// The shared form Field's promise to screen readers: the label names the control, the hint and the
// error describe it, and an error marks it invalid; each area's look stays as it was drawn.
import { createElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import common from "#domain/messages/en/common.json";
import { MessagesProvider } from "#app/lib/i18n/i18n";
import { Field, type FieldControlProps, type FieldLook } from "./field";

/** The field's HTML, with a plain input as its control, on an English page. */
function render(props: { id?: string; label: string; hint?: ReactNode; error?: string; look?: FieldLook; optional?: boolean }): string {
  const control = (aria: FieldControlProps) => createElement("input", { ...aria, name: "x" });
  const field = createElement(Field, { ...props, children: control });
  return renderToStaticMarkup(createElement(MemoryRouter, null, createElement(MessagesProvider, { namespace: "common", messages: common, children: field })));
}

/** The attributes of the first `tag` element (the tests run in Node, without a DOM). */
const attributesOf = (html: string, tag: string): Record<string, string> => {
  const element = html.match(new RegExp(`<${tag}\\b[^>]*>`))?.[0] ?? "";
  return Object.fromEntries([...element.matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
};

describe("Field", () => {
  it("names the control by its label and leaves it valid and undescribed when there is no hint or error", () => {
    const html = render({ id: "sauna-name", label: "Sauna name" });
    expect(attributesOf(html, "label").for).toBe("sauna-name");
    const input = attributesOf(html, "input");
    expect(input.id).toBe("sauna-name");
    expect(input["aria-invalid"]).toBeUndefined();
    expect(input["aria-describedby"]).toBeUndefined();
  });

  it("describes the control by its hint, then by its error too, and marks it invalid when there is an error", () => {
    const hinted = render({ id: "phone", label: "Phone", hint: "So guests can call." });
    expect(attributesOf(hinted, "input")["aria-describedby"]).toBe("phone-hint");
    expect(hinted).toContain('<p id="phone-hint" class="text-xs text-muted">So guests can call.</p>');

    const refused = render({ id: "phone", label: "Phone", hint: "So guests can call.", error: "Please enter a valid phone number" });
    const input = attributesOf(refused, "input");
    expect(input["aria-invalid"]).toBe("true");
    expect(input["aria-describedby"]).toBe("phone-hint phone-error");
    expect(refused).toContain('id="phone-error"');
    expect(refused).toContain("Please enter a valid phone number");
  });

  it("makes up an id when the page gives none, and the label still names the control", () => {
    const html = render({ label: "Capacity", error: "Too many", look: "admin" });
    const id = attributesOf(html, "input").id;
    expect(id).toBeTruthy();
    expect(attributesOf(html, "label").for).toBe(id);
    expect(attributesOf(html, "input")["aria-describedby"]).toBe(`${id}-error`);
  });

  it("keeps each area's look: Sauna Settings' lighter red, the wizard's spacing and its quieter '(optional)'", () => {
    expect(render({ id: "a", label: "A", error: "No" })).toContain('class="text-sm text-red-700"');
    expect(render({ id: "a", label: "A", error: "No", look: "form" })).toContain('class="text-sm text-red-800"');
    const wizard = render({ id: "a", label: "Eircode", look: "wizard", optional: true });
    expect(wizard).toContain('<span class="font-normal text-muted"> (optional)</span>');
    expect(wizard).toMatch(/<div class="mt-1\.5"><input /);
  });
});
