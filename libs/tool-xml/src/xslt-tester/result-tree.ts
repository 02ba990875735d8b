// A light DOM for the XSLT result tree: appending is O(1) (xmldom 0.9 checks the whole child list
// on each insertion, which made a 2,000-element result take seconds). It has what our serializer,
// the namespace fixup and the `xpath` package (for result tree fragments in variables) read.
import { NodeType } from '../shared/xml.js';

/** An attribute of a {@link ResultNode}. */
export class ResultAttr {
  readonly nodeType = NodeType.ATTRIBUTE;
  childNodes: ResultNode[] = [];
  parentNode = null;
  constructor(
    public name: string,
    public value: string,
    public namespaceURI: string | null,
    public ownerElement: ResultNode,
  ) {}
  get nodeName() {
    return this.name;
  }
  get nodeValue() {
    return this.value;
  }
  get localName() {
    return this.name.includes(':') ? this.name.slice(this.name.indexOf(':') + 1) : this.name;
  }
  get prefix() {
    return this.name.includes(':') ? this.name.slice(0, this.name.indexOf(':')) : null;
  }
  get textContent() {
    return this.value;
  }
  get ownerDocument() {
    return this.ownerElement.ownerDocument;
  }
}

/** A node of the result tree: document fragment (11 → shown as 9 for XPath), element, text, comment or PI. */
export class ResultNode {
  childNodes: ResultNode[] = [];
  attributes: ResultAttr[] = [];
  parentNode: ResultNode | null = null;
  constructor(
    public nodeType: number,
    public nodeName: string,
    public nodeValue: string | null = null,
    public namespaceURI: string | null = null,
  ) {}
  get localName() {
    return this.nodeName.includes(':') ? this.nodeName.slice(this.nodeName.indexOf(':') + 1) : this.nodeName;
  }
  get prefix() {
    return this.nodeType === NodeType.ELEMENT && this.nodeName.includes(':') ? this.nodeName.slice(0, this.nodeName.indexOf(':')) : null;
  }
  get firstChild(): ResultNode | null {
    return this.childNodes[0] ?? null;
  }
  get lastChild(): ResultNode | null {
    return this.childNodes[this.childNodes.length - 1] ?? null;
  }
  get nextSibling(): ResultNode | null {
    const siblings = this.parentNode?.childNodes;
    return siblings ? (siblings[siblings.indexOf(this) + 1] ?? null) : null;
  }
  get previousSibling(): ResultNode | null {
    const siblings = this.parentNode?.childNodes;
    return siblings ? (siblings[siblings.indexOf(this) - 1] ?? null) : null;
  }
  get ownerDocument(): ResultNode {
    return this.parentNode ? this.parentNode.ownerDocument : this;
  }
  get documentElement(): ResultNode | null {
    return this.childNodes.find((c) => c.nodeType === NodeType.ELEMENT) ?? null;
  }
  get textContent(): string {
    if (this.nodeType === NodeType.TEXT || this.nodeType === NodeType.CDATA) return this.nodeValue ?? '';
    if (this.nodeType !== NodeType.ELEMENT && this.nodeType !== NodeType.DOCUMENT) return this.nodeValue ?? '';
    return this.childNodes
      .filter((c) => c.nodeType === NodeType.ELEMENT || c.nodeType === NodeType.TEXT || c.nodeType === NodeType.CDATA)
      .map((c) => c.textContent)
      .join('');
  }
  appendChild(child: ResultNode) {
    child.parentNode = this;
    this.childNodes.push(child);
    return child;
  }
  appendData(s: string) {
    this.nodeValue = (this.nodeValue ?? '') + s;
  }
  getAttribute(name: string) {
    return this.attributes.find((a) => a.name === name)?.value ?? null;
  }
  hasAttribute(name: string) {
    return this.attributes.some((a) => a.name === name);
  }
  setAttribute(name: string, value: string) {
    this.setAttributeNS(null, name, value);
  }
  setAttributeNS(ns: string | null, name: string, value: string) {
    const local = name.includes(':') ? name.slice(name.indexOf(':') + 1) : name;
    const existing = this.attributes.find((a) =>
      ns ? a.namespaceURI === ns && a.localName === local : a.name === name && !a.namespaceURI,
    );
    if (existing) {
      existing.value = value;
      existing.name = name;
    } else this.attributes.push(new ResultAttr(name, value, ns, this));
  }
  removeAttribute(name: string) {
    this.attributes = this.attributes.filter((a) => a.name !== name);
  }
  getAttributeNS(ns: string, local: string) {
    return this.attributes.find((a) => a.namespaceURI === ns && a.localName === local)?.value ?? null;
  }
}

/** Creates result nodes (the subset of Document's factory methods the processor uses). */
export const resultFactory = {
  fragment: () => new ResultNode(NodeType.DOCUMENT, '#document'),
  element: (ns: string | null, name: string) => new ResultNode(NodeType.ELEMENT, name, null, ns || null),
  text: (data: string) => new ResultNode(NodeType.TEXT, '#text', data),
  comment: (data: string) => new ResultNode(NodeType.COMMENT, '#comment', data),
  pi: (target: string, data: string) => new ResultNode(NodeType.PROCESSING_INSTRUCTION, target, data),
};
