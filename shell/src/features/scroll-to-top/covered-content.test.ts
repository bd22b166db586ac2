import { coversContent } from './covered-content';

/** jsdom lays nothing out: the boxes a browser would measure, and what lies under a point. */
const rect = (left: number, top: number, width: number, height: number) => DOMRect.fromRect({ x: left, y: top, width, height });

function layOut(boxes: Map<Element, DOMRect>, textLines: Map<Text, DOMRect[]>) {
  for (const [element, box] of boxes) element.getBoundingClientRect = () => box;
  document.elementsFromPoint = (x: number, y: number) =>
    [...boxes].filter(([, box]) => x >= box.left && x <= box.right && y >= box.top && y <= box.bottom).map(([element]) => element);
  const createRange = document.createRange.bind(document);
  jest.spyOn(document, 'createRange').mockImplementation(() => {
    const range = createRange();
    let contents: Node | null = null;
    range.selectNodeContents = (node: Node) => void (contents = node);
    range.getClientRects = () => Object.assign(textLines.get(contents as Text) ?? [], { item: () => null }) as unknown as DOMRectList;
    return range;
  });
}

afterEach(() => jest.restoreAllMocks());

describe('coversContent', () => {
  // A 48 px arrow in the corner of a 390 px phone, over a paragraph as wide as the column.
  const arrow = document.createElement('button');
  const paragraph = document.createElement('p');
  const text = document.createTextNode('Valor residual $700,431.00');
  paragraph.append(text);
  document.body.append(paragraph, arrow);
  const boxes = new Map<Element, DOMRect>([
    [arrow, rect(330, 784, 48, 48)],
    [paragraph, rect(12, 770, 366, 72)],
  ]);

  it('is on content when a line of text runs under it', () => {
    layOut(boxes, new Map([[text, [rect(12, 800, 360, 20)]]]));
    expect(coversContent(arrow)).toBe(true);
  });

  it('is free where the paragraph\'s lines stop short of it, though the paragraph\'s box is under it', () => {
    layOut(boxes, new Map([[text, [rect(12, 800, 200, 20)]]]));
    expect(coversContent(arrow)).toBe(false);
  });

  it('does not let a line slip between its probe points', () => {
    // A 14 px line between the arrow's top and middle.
    layOut(boxes, new Map([[text, [rect(12, 790, 360, 14)]]]));
    expect(coversContent(arrow)).toBe(true);
  });

  it('is on content over a control: a footer group\'s "+"', () => {
    const plus = document.createElement('button');
    document.body.append(plus);
    layOut(new Map([...boxes, [plus, rect(340, 800, 30, 30)]]), new Map());
    expect(coversContent(arrow)).toBe(true);
  });
});
