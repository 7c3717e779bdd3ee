import { useEffect, useRef } from 'react';

/**
 * The tracking number as a Code 128 barcode, drawn as SVG by JsBarcode. The library is loaded
 * only when a slip with a shipment is shown, so it stays out of every other screen's code.
 */
export function ShipmentBarcode({ value }: { value: string }) {
  const svg = useRef<SVGSVGElement>(null);
  useEffect(() => {
    let live = true;
    void import('jsbarcode').then(({ default: JsBarcode }) => {
      if (live && svg.current)
        JsBarcode(svg.current, value, {
          format: 'CODE128',
          height: 48,
          width: 1.6,
          margin: 0,
          fontSize: 14,
          displayValue: true,
        });
    });
    return () => {
      live = false;
    };
  }, [value]);
  return (
    <svg ref={svg} role="img" aria-label={`Barcode ${value}`} data-testid="tracking-barcode" />
  );
}
