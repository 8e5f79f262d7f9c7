export {
  ProductIllustration,
  kindForType,
  kindForModel,
  ILLUSTRATION_KINDS,
  FABRIC_FILL_OPACITY,
  type IllustrationKind,
  type FabricOpacity,
  type ProductIllustrationProps,
} from './product-illustration';
export { shade, normalizeHex, DEFAULT_FABRIC_COLOR } from './color';
export { IllustrationImage } from './illustration-image';
export { illustrationSrc } from './url';
export { fabricLook, patternOf, type FabricLook, type FabricPattern } from './look';
