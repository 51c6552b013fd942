/**
 * Stripe's request bodies and query strings: `application/x-www-form-urlencoded` with bracket keys
 * (`line_items[0][price_data][unit_amount]=1600`, `lookup_keys[0]=premium`, `metadata[quoteId]=q1`),
 * read back into the nested object the SDK flattened. A level whose keys are all indices becomes an
 * array; values stay strings, as Stripe's own parser leaves them until each parameter is read.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

const keyPath = (key: string): string[] => {
  const first = key.indexOf('[');
  if (first < 0) return [key];
  const path = [key.slice(0, first)];
  for (const match of key.slice(first).matchAll(/\[([^\]]*)\]/g)) path.push(match[1] ?? '');
  return path;
};

type Tree = { [key: string]: Tree | string };

const toValue = (node: Tree | string): FormValue => {
  if (typeof node === 'string') return node;
  const keys = Object.keys(node);
  // `expand[]=a&expand[]=b` (curl's habit) and `expand[0]=a` (the SDK's) both make arrays.
  if (keys.length > 0 && keys.every((key) => /^\d*$/.test(key))) {
    return keys
      .sort((left, right) => Number(left) - Number(right))
      .map((key) => toValue(node[key] as Tree | string));
  }
  return Object.fromEntries(keys.map((key) => [key, toValue(node[key] as Tree | string)]));
};

export const parseForm = (text: string): FormObject => {
  const root: Tree = {};
  let anonymous = 0;
  for (const [key, value] of new URLSearchParams(text)) {
    const path = keyPath(key);
    let node = root;
    path.forEach((part, index) => {
      const name = part === '' ? String(anonymous++) : part;
      if (index === path.length - 1) {
        node[name] = value;
        return;
      }
      const next = node[name];
      if (typeof next === 'object') node = next;
      else node = node[name] = {};
    });
  }
  return toValue(root) as FormObject;
};
