import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * A PDF read back as a person or a scanner sees it, with pdf.js (a parser of its own, not the
 * library that wrote it): each page's size, its texts in reading order and its filled rectangles
 * in page coordinates. For tests only (pdfjs-dist is a development dependency; no handler imports this).
 */

export type FilledRectangle = { x: number; y: number; width: number; height: number };
export type PdfPageRead = {
  width: number;
  height: number;
  texts: string[];
  /** the height of each text as printed (its font size, in points); the last one wins for a text printed twice */
  textHeights: Map<string, number>;
  filledRectangles: FilledRectangle[];
};
export type PdfRead = { title: string | undefined; pages: PdfPageRead[] };

/** The path operations of a `constructPath` (pdf.js `DrawOPS`, not exported by its types). */
const drawOps = { moveTo: 0, lineTo: 1, curveTo: 2, closePath: 3 } as const;
const fillOperators = new Set<number>([OPS.fill, OPS.eoFill]);

/** pdf.js measures the standard fonts (Helvetica) with the metrics it ships. */
const standardFontDataUrl = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

type Matrix = [number, number, number, number, number, number];
const identity: Matrix = [1, 0, 0, 1, 0, 0];
const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[1] * n[2],
  m[0] * n[1] + m[1] * n[3],
  m[2] * n[0] + m[3] * n[2],
  m[2] * n[1] + m[3] * n[3],
  m[4] * n[0] + m[5] * n[2] + n[4],
  m[4] * n[1] + m[5] * n[3] + n[5],
];
const apply = (m: Matrix, x: number, y: number) => ({ x: m[0] * x + m[2] * y + m[4], y: m[1] * x + m[3] * y + m[5] });

const isMatrix = (value: unknown): value is Matrix => Array.isArray(value) && value.length === 6 && value.every((entry) => typeof entry === 'number');
const isPathData = (value: unknown): value is ArrayLike<number> => value instanceof Float32Array || (Array.isArray(value) && value.every((entry) => typeof entry === 'number'));

/** The bounding boxes of the closed sub-paths of straight segments in `path` (a rectangle's box is itself). */
const subPathBoxes = (path: ArrayLike<number>, ctm: Matrix): FilledRectangle[] => {
  const boxes: FilledRectangle[] = [];
  let points: { x: number; y: number }[] = [];
  const close = () => {
    if (points.length >= 3) {
      const xs = points.map((point) => point.x);
      const ys = points.map((point) => point.y);
      const x = Math.min(...xs);
      const y = Math.min(...ys);
      boxes.push({ x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y });
    }
    points = [];
  };
  let index = 0;
  while (index < path.length) {
    const op = path[index];
    if (op === drawOps.moveTo || op === drawOps.lineTo) {
      if (op === drawOps.moveTo) close();
      points.push(apply(ctm, path[index + 1] ?? 0, path[index + 2] ?? 0));
      index += 3;
    } else if (op === drawOps.curveTo) {
      points.push(apply(ctm, path[index + 5] ?? 0, path[index + 6] ?? 0));
      index += 7;
    } else {
      close();
      index += 1;
    }
  }
  close();
  return boxes;
};

export const readPdf = async (bytes: Uint8Array): Promise<PdfRead> => {
  // pdf.js takes ownership of the buffer it reads: give it a copy.
  const document = await getDocument({ data: bytes.slice(), isEvalSupported: false, useSystemFonts: false, standardFontDataUrl }).promise;
  const metadata = await document.getMetadata();
  const info: unknown = metadata.info;
  const title = typeof info === 'object' && info !== null && 'Title' in info && typeof info.Title === 'string' ? info.Title : undefined;
  const pages: PdfPageRead[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const [, , width = 0, height = 0] = page.view;
    const content = await page.getTextContent();
    const printed = content.items.flatMap((item) => ('str' in item && item.str.trim().length > 0 ? [item] : []));
    const texts = printed.map((item) => item.str);
    const textHeights = new Map(printed.map((item) => [item.str, item.height]));
    const operators = await page.getOperatorList();
    const filledRectangles: FilledRectangle[] = [];
    const stack: Matrix[] = [];
    let ctm: Matrix = identity;
    operators.fnArray.forEach((fn, position) => {
      const args: unknown = operators.argsArray[position];
      if (fn === OPS.save) stack.push(ctm);
      else if (fn === OPS.restore) ctm = stack.pop() ?? identity;
      else if (fn === OPS.transform && isMatrix(args)) ctm = multiply(args, ctm);
      else if (fn === OPS.constructPath && Array.isArray(args)) {
        // [the painting operator, [the path's DrawOPS and coordinates], its bounding box]
        const paint: unknown = args[0];
        const paths: unknown = args[1];
        const path: unknown = Array.isArray(paths) ? paths[0] : undefined;
        if (typeof paint === 'number' && fillOperators.has(paint) && isPathData(path)) filledRectangles.push(...subPathBoxes(path, ctm));
      }
    });
    pages.push({ width, height, texts, textHeights, filledRectangles });
  }
  await document.destroy();
  return { title, pages };
};

/** Every text of the document, one per line, to search as a reader would. */
export const allText = (read: PdfRead): string => read.pages.flatMap((page) => page.texts).join('\n');
