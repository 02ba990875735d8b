export { xmlToJson, isXmlName, XML_TEXT_KEY, XML_CDATA_KEY, type XmlToJsonOptions, type XmlAttributeOptions } from '../shared/xml.js';
