import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { formatXml } from '../xml-formatter/xml-formatter.js';
import { formatNumberList, formatNumberPattern } from './xslt-engine.js';
import { xsltTesterTool } from './meta.js';
import { xsltTesterState } from './state.js';
import { parseParamLines, transformXml } from './xslt-tester.js';

const read = (name: string) => readFileSync(new URL(`./testdata/${name}`, import.meta.url), 'utf8');
const XSL = 'xmlns:xsl="http://www.w3.org/1999/XSL/Transform"';
const sheet = (body: string, extra = '') => `<xsl:stylesheet version="1.0" ${XSL}${extra}>${body}</xsl:stylesheet>`;
const minify = (x: string) => formatXml(x, { mode: 'minify' }).output;

describe('transformXml on the XSLT 1.0 spec examples', () => {
  it('Appendix D.1: the document example gives the published result', () => {
    const r = transformXml(read('d1-doc.xml'), read('d1-doc.xsl'));
    expect(r.method).toBe('xml');
    expect(
      r.output.startsWith('<?xml version="1.0" encoding="iso-8859-1"?>\n<html xmlns="http://www.w3.org/TR/xhtml1/strict">\n  <head>'),
    ).toBe(true);
    // Same tree as the spec's result, apart from layout whitespace.
    expect(minify(r.output)).toBe(minify(read('d1-result.xml')));
    expect(minify(transformXml(read('d1-doc.xml'), read('d1-doc.xsl'), { format: false }).output)).toBe(minify(read('d1-result.xml')));
  });

  it('§2.3: a literal result element as stylesheet, output as html', () => {
    const stylesheet = `<html xsl:version="1.0" ${XSL} lang="en"><head><title>Expense Report Summary</title></head><body><p>Total Amount: <xsl:value-of select="expense-report/total"/></p></body></html>`;
    const r = transformXml('<expense-report><total>153.60</total></expense-report>', stylesheet, { format: false });
    expect(r).toMatchObject({
      method: 'html',
      output: '<html lang="en"><head><title>Expense Report Summary</title></head><body><p>Total Amount: 153.60</p></body></html>',
    });
  });

  it('§7.7: xsl:number level="multiple" and the format tokens', () => {
    const stylesheet = sheet(
      '<xsl:output method="text"/><xsl:template match="title"><xsl:number level="multiple" count="chapter|section" format="1.1. "/><xsl:value-of select="."/><xsl:text>&#10;</xsl:text></xsl:template><xsl:template match="text()"/>',
    );
    const doc =
      '<book><chapter><title>A</title><section><title>A1</title></section><section><title>A2</title></section></chapter><chapter><title>B</title></chapter></book>';
    expect(transformXml(doc, stylesheet).output).toBe('1. A\n1.1. A1\n1.2. A2\n2. B\n');
    expect(formatNumberList([3, 4], 'A.i')).toBe('C.iv');
    expect(formatNumberList([7], '(01)')).toBe('(07)');
    expect(formatNumberList([28], 'a')).toBe('ab');
  });

  it('§9.2: xsl:choose with a variable, as the ordered-list example', () => {
    const stylesheet = sheet(
      '<xsl:output method="text"/><xsl:template match="listitem"><xsl:variable name="level" select="count(ancestor::orderedlist) mod 3"/><xsl:choose><xsl:when test="$level=1"><xsl:number format="i"/></xsl:when><xsl:when test="$level=2"><xsl:number format="a"/></xsl:when><xsl:otherwise><xsl:number format="1"/></xsl:otherwise></xsl:choose><xsl:text>. </xsl:text><xsl:apply-templates/></xsl:template>',
    );
    const doc = '<orderedlist><listitem>x</listitem><listitem>y<orderedlist><listitem>z</listitem></orderedlist></listitem></orderedlist>';
    expect(transformXml(doc, stylesheet).output).toBe('i. xii. ya. z');
  });

  it('§12.2: keys and generate-id, §10 sorting, named templates with parameters', () => {
    const stylesheet = sheet(
      `<xsl:key name="func" match="prototype" use="@name"/><xsl:output method="xml" omit-xml-declaration="yes"/>
       <xsl:template match="/"><out><xsl:for-each select="//function"><xsl:sort select="." order="descending"/><ref to="{generate-id(key('func', .))}" ok="{generate-id(key('func', .)) = generate-id(//prototype[@name = current()])}"><xsl:value-of select="."/></ref></xsl:for-each>
       <xsl:call-template name="twice"><xsl:with-param name="x" select="21"/></xsl:call-template></out></xsl:template>
       <xsl:template name="twice"><xsl:param name="x" select="0"/><n><xsl:value-of select="$x * 2"/></n></xsl:template>`,
    );
    const doc =
      '<doc><prototype name="key"/><prototype name="concat"/><p><function>concat</function> and <function>key</function></p></doc>';
    const out = transformXml(doc, stylesheet, { format: false }).output;
    expect(out).toMatch(/^<out><ref to="id\d+" ok="true">key<\/ref><ref to="id\d+" ok="true">concat<\/ref><n>42<\/n><\/out>$/);
  });

  it('copies with xsl:copy (identity transform) and xsl:copy-of, builds with xsl:element and xsl:attribute', () => {
    const identity = sheet(
      '<xsl:output omit-xml-declaration="yes"/><xsl:template match="@*|node()"><xsl:copy><xsl:apply-templates select="@*|node()"/></xsl:copy></xsl:template>',
    );
    const doc = '<a x="1"><!--c--><b xmlns:p="urn:p" p:y="2">t<?pi d?></b></a>';
    expect(transformXml(doc, identity, { format: false }).output).toBe(doc);
    const build = sheet(
      '<xsl:output omit-xml-declaration="yes"/><xsl:template match="/"><xsl:element name="{name(*)}-copy"><xsl:attribute name="n"><xsl:value-of select="count(//*)"/></xsl:attribute><xsl:copy-of select="//b"/></xsl:element></xsl:template>',
    );
    expect(transformXml('<a><b>1</b><b>2</b></a>', build, { format: false }).output).toBe('<a-copy n="3"><b>1</b><b>2</b></a-copy>');
  });

  it('format-number, top-level params and xsl:message', () => {
    expect(formatNumberPattern(1234567.891, '#,##0.00')).toBe('1,234,567.89');
    expect(formatNumberPattern(0.256, '#%')).toBe('26%');
    expect(formatNumberPattern(-3.5, '0.0')).toBe('-3.5');
    const stylesheet = sheet(
      '<xsl:param name="who" select="\'world\'"/><xsl:output method="text"/><xsl:template match="/"><xsl:message>hi</xsl:message>Hello, <xsl:value-of select="$who"/></xsl:template>',
    );
    expect(transformXml('<a/>', stylesheet)).toMatchObject({ output: 'Hello, world', messages: ['hi'] });
    expect(transformXml('<a/>', stylesheet, { params: 'who=XSLT' }).output).toBe('Hello, XSLT');
    expect(parseParamLines('a=1\n\nb = x=y')).toEqual({ a: '1', b: ' x=y' });
  });
});

describe('transformXml errors are located', () => {
  it('names the stylesheet element at fault', () => {
    expect(() => transformXml('<a/>', sheet('\n<xsl:template match="/">\n  <xsl:value-of select="count(("/>\n</xsl:template>'))).toThrow(
      /^XSLT, line 3, column \d+ \(xsl:value-of\): XPath "count\(\(":/,
    );
    expect(() => transformXml('<a/>', sheet('\n<xsl:import href="other.xsl"/>'))).toThrow(
      /^XSLT, line 2, column \d+ \(xsl:import\): xsl:import is not supported/,
    );
    expect(() => transformXml('<a/>', sheet('<xsl:template match="/"><xsl:call-template name="nope"/></xsl:template>'))).toThrow(
      /no template is named "nope"/,
    );
    expect(() =>
      transformXml('<a/>', sheet('<xsl:template match="/"><xsl:message terminate="yes">bad input</xsl:message></xsl:template>')),
    ).toThrow(/terminated the transformation: bad input/);
    expect(() => transformXml('<a>', sheet(''))).toThrow(/^XML, line 1/);
    expect(() => transformXml('<a/>', '<xsl:stylesheet>')).toThrow(/^XSLT, line 1/);
    expect(() => transformXml('<a/>', '<root/>')).toThrow(/must be xsl:stylesheet/);
    expect(() => transformXml('<a/>', sheet('<xsl:template match="/"/>'), { params: 'oops' })).toThrow(
      'Parameters, line 1: write name=value.',
    );
  });

  it('stops endless recursion', () => {
    const loop = sheet(
      '<xsl:template match="/"><xsl:call-template name="f"/></xsl:template><xsl:template name="f"><xsl:call-template name="f"/></xsl:template>',
    );
    expect(() => transformXml('<a/>', loop)).toThrow(/nested templates: endless recursion\?/);
    const wide = sheet(
      '<xsl:template match="/"><xsl:for-each select="//node()"><xsl:for-each select="//node()"><x/></xsl:for-each></xsl:for-each></xsl:template>',
    );
    expect(() => transformXml(`<a>${'<b/>'.repeat(300)}</a>`, wide, { limits: { maxSteps: 10_000 } })).toThrow(
      /stopped after 10,000 steps/,
    );
  });
});

describe('xslt-tester tool', () => {
  it('has examples that are valid states and transform without error', () => {
    expectExamplesMatchState(xsltTesterTool, xsltTesterState);
    for (const example of xsltTesterTool.examples ?? []) {
      const s = { ...xsltTesterState.schema.parse({}), ...example.state };
      expect(transformXml(s.xml, s.xslt, { format: s.format, params: s.params }).output.length).toBeGreaterThan(0);
    }
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    const identity = sheet('<xsl:template match="@*|node()"><xsl:copy><xsl:apply-templates select="@*|node()"/></xsl:copy></xsl:template>');
    fuzzToolFunction((s: string) => transformXml(s, identity));
    fuzzToolFunction((s: string) => transformXml('<a/>', s));
    fuzzToolFunction((s: string) =>
      transformXml('<a>x</a>', sheet(`<xsl:template match="/"><xsl:value-of select="${s.replace(/[<&"]/g, '')}"/></xsl:template>`)),
    );
  });

  it('throws only ToolInputError for a bad stylesheet construct', () => {
    expect(() => transformXml('<a/>', sheet('<xsl:template match="/"><xsl:attribute name="x">1</xsl:attribute></xsl:template>'))).toThrow(
      ToolInputError,
    );
  });
});
