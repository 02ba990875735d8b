export { xmlToJson, isXmlName, XML_TEXT_KEY, XML_CDATA_KEY, type XmlToJsonOptions, type XmlAttributeOptions, type XmlJsonLayout } from '../shared/xml.js';
