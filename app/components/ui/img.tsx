import type { ImgHTMLAttributes } from "react";

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "alt" | "width" | "height"> & {
  src: string | null | undefined;
  alt: string;
  /** Width and height in CSS pixels: the box the browser keeps free before the image loads, so nothing shifts. */
  size: readonly [number, number];
};

/** An image with its alt text (required, "" for decoration) and intrinsic size, or nothing when there is no address. */
export function Img({ src, alt, size: [width, height], ...rest }: Props) {
  return src ? <img src={src} alt={alt} width={width} height={height} {...rest} /> : null;
}
