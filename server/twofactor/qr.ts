/** The otpauth URI as an SVG document, for an <img> data URL or inline markup. */
export async function qrSvg(text: string): Promise<string> {
  // Only two-factor set-up draws codes, so the encoder loads then rather than at start.
  const { default: QRCode } = await import('qrcode');
  return QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}
