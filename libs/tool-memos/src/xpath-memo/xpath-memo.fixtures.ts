// Sample document and expected results of the XPath memo's expressions, shared by
// xpath-memo.dom.test.ts (jsdom) and e2e/tools/xpath-memo.spec.ts (Chromium's document.evaluate).
// XPath 1.0: https://www.w3.org/TR/xpath-10/ (§2.4: `(//author)[2]` is the second author of the
// document, `//author[2]` the second of each parent).

export const XPATH_SAMPLE = `<library>
  <book id="b1" lang="en" year="1999"><title>XML Basics</title><author>Ann</author><price>30</price></book>
  <book id="b2" lang="fr" year="2005"><title>Les Données</title><author>Bob</author><author>Cid</author><price>45.5</price></book>
  <book id="b3" lang="en" year="2012"><title>Advanced XPath</title><author>Ann</author><price>20</price></book>
  <magazine id="m1"><title>Monthly</title></magazine>
  <!-- end of the list -->
</library>`;

/**
 * Expected results: a node set as a list (`#id` for an element with an id, `name:text` for other
 * elements, `@name=value` for attributes, `"text"` for text nodes, `comment` for comments), or a
 * number, string or boolean.
 */
export const XPATH_EXPECTED: Record<string, string[] | number | string | boolean> = {
  '/library/book': ['#b1', '#b2', '#b3'],
  '//title': ['title:XML Basics', 'title:Les Données', 'title:Advanced XPath', 'title:Monthly'],
  '//book/title': ['title:XML Basics', 'title:Les Données', 'title:Advanced XPath'],
  '/library/*': ['#b1', '#b2', '#b3', '#m1'],
  '//@id': ['@id=b1', '@id=b2', '@id=b3', '@id=m1'],
  '//title/text()': ['"XML Basics"', '"Les Données"', '"Advanced XPath"', '"Monthly"'],
  '//price/..': ['#b1', '#b2', '#b3'],
  '//comment()': ['comment'],
  '//title | //magazine': ['title:XML Basics', 'title:Les Données', 'title:Advanced XPath', '#m1', 'title:Monthly'],
  '//book[1]': ['#b1'],
  '//book[last()]': ['#b3'],
  '//book[position() <= 2]': ['#b1', '#b2'],
  "//book[@lang='fr']": ['#b2'],
  '//book[price > 25]': ['#b1', '#b2'],
  "//book[author='Ann']/title": ['title:XML Basics', 'title:Advanced XPath'],
  '//book[count(author) > 1]': ['#b2'],
  "//book[not(@lang='en')]": ['#b2'],
  "//book[@year >= 2005 and @lang='en']": ['#b3'],
  '//author[2]': ['author:Cid'],
  '(//author)[2]': ['author:Bob'],
  "//title[.='Monthly']/parent::*": ['#m1'],
  '//author/ancestor::library': ['library:' + 'XML BasicsAnn30Les DonnéesBobCid45.5Advanced XPathAnn20Monthly'],
  '//book[1]/descendant::*': ['title:XML Basics', 'author:Ann', 'price:30'],
  '//book[2]/following-sibling::book': ['#b3'],
  '//book[2]/preceding-sibling::*': ['#b1'],
  '//book[1]/following::title': ['title:Les Données', 'title:Advanced XPath', 'title:Monthly'],
  '//book[1]/attribute::lang': ['@lang=en'],
  '//book/child::price': ['price:30', 'price:45.5', 'price:20'],
  "//book[contains(title, 'XPath')]": ['#b3'],
  "//*[starts-with(@id, 'm')]": ['#m1'],
  'string-length(//book[1]/title)': 10,
  "normalize-space('  a   b ')": 'a b',
  "concat(//book[1]/author, ' & ', //book[2]/author)": 'Ann & Bob',
  "substring-before(//book[2]/title, ' ')": 'Les',
  "substring('XPath', 2, 3)": 'Pat',
  "translate(//magazine/title, 'abcdefghijklmnopqrstuvwxyz', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ')": 'MONTHLY',
  'name(/*)': 'library',
  'count(//book)': 3,
  'sum(//price)': 95.5,
  'round(//book[2]/price)': 46,
  '10 div 4': 2.5,
  '10 mod 3': 1,
  'boolean(//magazine)': true,
  'number(//book[3]/price) * 2': 40,
};
