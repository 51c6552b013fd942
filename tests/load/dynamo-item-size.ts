import type { AttributeValue } from '@aws-sdk/client-dynamodb';

/**
 * The size DynamoDB bills for an item (the 400 KB limit, write units per 1 KB, read units per
 * 4 KB), by its published rules: each attribute's name in UTF-8 plus its value; strings in UTF-8;
 * numbers one byte per two significant digits plus one; lists and maps 3 bytes plus one byte per
 * element; booleans and nulls one byte.
 */
const utf8 = (text: string) => Buffer.byteLength(text, 'utf8');

const numberBytes = (text: string) => {
  const significant = text.replace(/^[+-]/, '').replace(/[eE].*$/, '').replace('.', '').replace(/^0+/, '').replace(/0+$/, '');
  return Math.ceil(significant.length / 2) + 1;
};

const valueBytes = (value: AttributeValue): number => {
  if (value.S !== undefined) return utf8(value.S);
  if (value.N !== undefined) return numberBytes(value.N);
  if (value.B !== undefined) return value.B.byteLength;
  if (value.BOOL !== undefined || value.NULL !== undefined) return 1;
  if (value.SS !== undefined) return value.SS.reduce((sum, text) => sum + utf8(text), 0);
  if (value.NS !== undefined) return value.NS.reduce((sum, text) => sum + numberBytes(text), 0);
  if (value.BS !== undefined) return value.BS.reduce((sum, bytes) => sum + bytes.byteLength, 0);
  if (value.L !== undefined) return 3 + value.L.reduce((sum, element) => sum + 1 + valueBytes(element), 0);
  if (value.M !== undefined) return 3 + Object.entries(value.M).reduce((sum, [name, element]) => sum + 1 + utf8(name) + valueBytes(element), 0);
  throw new Error(`type d'attribut DynamoDB inconnu : ${JSON.stringify(value)}`);
};

export const dynamoItemBytes = (item: Record<string, AttributeValue>): number =>
  Object.entries(item).reduce((sum, [name, value]) => sum + utf8(name) + valueBytes(value), 0);

/** Write units of a standard put: one per started kilobyte. */
export const writeUnits = (itemBytes: number) => Math.ceil(itemBytes / 1024);

/** Read units of a strongly consistent Query: its items' sizes added up, one unit per started 4 KB. */
export const consistentQueryReadUnits = (itemBytes: readonly number[]) => Math.ceil(itemBytes.reduce((sum, bytes) => sum + bytes, 0) / 4096);
