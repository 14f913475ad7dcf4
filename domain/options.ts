// A list of choices (a select's options, a row of radio buttons or checkboxes): each one the value
// that is stored or sent, and the words people see. Written as one object from value to words,
// in the order shown (JavaScript puts integer-like keys first, ascending: the weekdays' "1"–"7").

export type Option<Value extends string> = { value: Value; label: string };

export function options<const Labels extends Record<string, string>>(labels: Labels): Option<Extract<keyof Labels, string>>[] {
  return Object.entries(labels).map(([value, label]) => ({ value: value as Extract<keyof Labels, string>, label }));
}

/** The values, in order, as z.enum takes them. */
export function optionValues<Value extends string>(choices: readonly Option<Value>[]): [Value, ...Value[]] {
  return choices.map((c) => c.value) as [Value, ...Value[]];
}

/** The words for a value; undefined when it isn't one of the choices. */
export function optionLabel<Value extends string>(choices: readonly Option<Value>[], value: string | null | undefined): string | undefined {
  return choices.find((c) => c.value === value)?.label;
}
