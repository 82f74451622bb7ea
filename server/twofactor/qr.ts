import QRCode from 'qrcode';

/** The otpauth URI as an SVG document, for an <img> data URL or inline markup. */
export function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}
