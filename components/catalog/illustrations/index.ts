export {
  ProductIllustration,
  kindForType,
  defaultIllustrationTitle,
  ILLUSTRATION_KINDS,
  ILLUSTRATION_LABELS,
  FABRIC_FILL_OPACITY,
  type IllustrationKind,
  type FabricOpacity,
  type ProductIllustrationProps,
} from './product-illustration';
export { shade, normalizeHex, luminance, isDark, DEFAULT_FABRIC_COLOR } from './color';
export { IllustrationImage } from './illustration-image';
export { illustrationSrc } from './url';
