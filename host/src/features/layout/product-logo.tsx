// The product's mark, the same drawing as the favicon (shared/assets/favicon.svg), inline so
// that it takes no request and can be drawn in either tone. Decorative: whatever holds it names it.
const BRAND_BLUE = '#0f6cbd';

export interface ProductLogoProps {
  size?: number;
  /** `brand`: blue tile, white marks (light backgrounds); `onBrand`: the reverse (the navbar). */
  tone?: 'brand' | 'onBrand';
  className?: string;
}

export function ProductLogo({ size = 32, tone = 'brand', className }: ProductLogoProps) {
  const [tile, marks] = tone === 'brand' ? [BRAND_BLUE, '#fff'] : ['#fff', BRAND_BLUE];
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 64 64"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      className={className}
      data-testid="product-logo"
    >
      <rect width="64" height="64" rx="14" fill={tile} />
      <path d="M14 40h36l-5 12H19z" fill={marks} />
      <circle cx="24" cy="26" r="7" fill={marks} />
      <circle cx="40" cy="22" r="9" fill={marks} />
    </svg>
  );
}
