import { describe, expect, it } from "vitest";
import { renderMailMessage, renderMailTemplate, type MailTemplates } from "./render";

const templates: MailTemplates = {
  greeting: {
    subject: "Hello {{name}} & friends",
    html: "<p>Hello {{name}}</p><a href=\"{{{link}}}\">open</a>{{> signature}}",
    text: "Hello {{name}}\n{{> signature}}",
  },
  signature: { partial: true, html: "<p>{{shop}}</p>", text: "-- {{shop}}" },
  "subject-only": { subject: "Only {{what}}" },
  "empty-text": { subject: "S", text: "{{nothing}}" },
  "blank-text": { subject: "S", text: "" },
};

describe("renderMailTemplate", () => {
  it("renders each part with the partials registered by id, part by part", async () => {
    const rendered = await renderMailTemplate(templates, "greeting", { name: "Dana", shop: "Cocoa Atelier", link: "https://x.test/?a=1&b=2" });
    expect(rendered).toEqual({
      subject: "Hello Dana & friends",
      html: '<p>Hello Dana</p><a href="https://x.test/?a=1&b=2">open</a><p>Cocoa Atelier</p>',
      text: "Hello Dana\n-- Cocoa Atelier",
    });
  });

  it("escapes values in html only: subject and text are plain text (noEscape, as the extension compiles them)", async () => {
    const name = `<b>"Dana" & 'Noa'</b>`;
    const rendered = await renderMailTemplate(templates, "greeting", { name, shop: "<i>A</i>" });
    expect(rendered.html).toContain("<p>Hello &lt;b&gt;&quot;Dana&quot; &amp; &#x27;Noa&#x27;&lt;/b&gt;</p>");
    expect(rendered.html).toContain("<p>&lt;i&gt;A&lt;/i&gt;</p>");
    expect(rendered.subject).toBe(`Hello ${name} & friends`);
    expect(rendered.text).toBe(`Hello ${name}\n-- <i>A</i>`);
  });

  it("answers null for a part the template does not have", async () => {
    expect(await renderMailTemplate(templates, "subject-only", { what: "this" })).toEqual({ subject: "Only this", html: null, text: null });
  });

  it("refuses an unknown id, a partial, and names of Object's prototype", async () => {
    await expect(renderMailTemplate(templates, "nope")).rejects.toThrow("Tried to render non-existent template 'nope'");
    await expect(renderMailTemplate(templates, "signature")).rejects.toThrow("non-existent template 'signature'");
    await expect(renderMailTemplate(templates, "constructor")).rejects.toThrow("non-existent template 'constructor'");
  });

  it("fails on a partial that is not there", async () => {
    await expect(renderMailTemplate({ t: { html: "{{> missing}}" } }, "t")).rejects.toThrow(/missing/);
  });
});

describe("renderMailMessage", () => {
  it("sends the document's own message when there is no template", async () => {
    const message = { subject: "Hi", text: "Plain", html: "<p>Plain</p>" };
    expect(await renderMailMessage(templates, { to: "a@x.test", message })).toEqual(message);
  });

  it("lays the template's parts over the document's message; a part the template lacks stays the document's", async () => {
    const rendered = await renderMailMessage(templates, {
      to: "a@x.test",
      message: { subject: "Own subject", text: "Own text", html: "<p>Own</p>" },
      template: { name: "subject-only", data: { what: "the template's" } },
    });
    expect(rendered).toEqual({ subject: "Only the template's", text: "Own text", html: "<p>Own</p>" });
  });

  it("keeps a part the template renders empty, while an empty part in the template counts as none (as the extension does)", async () => {
    const own = { to: "a@x.test", message: { subject: "x", text: "Own text" } };
    expect(await renderMailMessage(templates, { ...own, template: { name: "empty-text" } })).toEqual({ subject: "S", text: "" });
    expect(await renderMailMessage(templates, { ...own, template: { name: "blank-text" } })).toEqual({ subject: "S", text: "Own text" });
  });

  it("renders with no data, leaving placeholders empty", async () => {
    expect(await renderMailMessage(templates, { to: "a@x.test", template: { name: "subject-only" } })).toEqual({ subject: "Only " });
  });

  it("refuses a template call without a name", async () => {
    await expect(renderMailMessage(templates, { to: "a@x.test", template: { name: "" } })).rejects.toThrow("missing a 'name'");
  });
});
