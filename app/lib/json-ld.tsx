// schema.org data for search engines, as an inline JSON script. Every "<", ">" and "&" (and the
// line separators JSON allows but JavaScript did not) is escaped, so a host-written name or
// description can never close the script tag it sits in.

export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** A `<script type="application/ld+json">`: data, not code, so the script policy leaves it be. */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
