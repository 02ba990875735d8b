export { jsonToXml, type JsonToXmlOptions } from '../shared/xml.js';
