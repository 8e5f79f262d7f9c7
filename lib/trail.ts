// A page's breadcrumb trail, as the catalogue's page models build it and the structured data and
// the trail component read it.

/** One step: what it says and where it leads. */
export type TrailStep = { label: string; href: string };
