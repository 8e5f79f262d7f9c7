// One drawing per product, on a 400 × 300 canvas. Each returns its backdrop (`scene`) and the
// product itself (`piece`, what the visualizer lays on a photo); fabric shapes go through
// <Fabric> so colour, weave and openness are applied in one place. Each awning model has its own
// head and mechanism (cofre, semicofre, open roll; zip guides or cables; balcony or straight arms).
import type { ReactNode } from 'react';
import { Facade, Fabric, Glazing, P, Plant, Room, type DrawContext } from './parts';

export type Drawing = (ctx: DrawContext) => { scene: ReactNode; piece: ReactNode };

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/** Hardware in the fabric's tone (cassettes, headrails): a touch darker than the cloth. */
function Headrail({
  ctx,
  x,
  y,
  w,
  h,
  rx = 2.5,
}: {
  ctx: DrawContext;
  x: number;
  y: number;
  w: number;
  h: number;
  rx?: number;
}) {
  return (
    <g>
      <rect x={x} y={y} width={w} height={h} rx={rx} fill={ctx.bar} stroke={ctx.edge} strokeWidth="1" />
      <rect x={x + 3} y={y + 2} width={w - 6} height={h * 0.28} rx={1} fill="#ffffff" fillOpacity=".22" />
    </g>
  );
}

/** A blind's top: the open headrail, or a closed cassette box when the piece has one. */
function Top({ ctx, x, y, w, h, rx }: { ctx: DrawContext; x: number; y: number; w: number; h: number; rx?: number }) {
  if (!ctx.cassette) return <Headrail ctx={ctx} x={x} y={y} w={w} h={h} rx={rx} />;
  return (
    <g data-cassette="">
      <path
        d={`M${x - 3} ${y - 6}H${x + w + 3}V${y + h - 4}Q${x + w + 3} ${y + h + 2} ${x + w - 4} ${y + h + 2}H${x + 4}Q${x - 3} ${y + h + 2} ${x - 3} ${y + h - 4}Z`}
        fill={P.metalLight}
        stroke={P.metalDark}
        strokeWidth="1"
      />
      <path d={`M${x} ${y + h - 3}H${x + w}`} stroke={P.frameLine} strokeWidth="1" />
    </g>
  );
}

/** How the blind is worked: its bead chain, or with a motor a head at the roll's end and no chain. */
function Operator({ ctx, x, y1, y2 }: { ctx: DrawContext; x: number; y1: number; y2: number }) {
  if (!ctx.motor) return <Chain x={x} y1={y1} y2={y2} />;
  return (
    <g data-motor="">
      <rect x={x - 4} y={y1 - 12} width="9" height="12" rx="2" fill={P.ink} />
      <circle cx={x + 0.5} cy={y1 - 6} r="1.6" fill={P.accent} />
    </g>
  );
}

/** A bead chain loop hanging at x from y1 to y2. */
function Chain({ x, y1, y2 }: { x: number; y1: number; y2: number }) {
  return (
    <path
      d={`M${x} ${y1}V${y2}a1.6 1.6 0 0 0 3.2 0V${y1}`}
      fill="none"
      stroke={P.metalDark}
      strokeWidth="1.3"
      strokeDasharray="1.3 1.6"
    />
  );
}

// ── Blinds ─────────────────────────────────────────────────────────────────

const enrollable: Drawing = (ctx) => ({
  scene: <Room ctx={ctx} />,
  piece: (
    <>
      <Fabric ctx={ctx}>
        <rect x="110" y="52" width="180" height="128" />
      </Fabric>
      <rect x="110" y="52" width="180" height="4" fill="#1c2430" fillOpacity=".12" />
      <rect x="107" y="177" width="186" height="7" rx="2" fill={ctx.bar} stroke={ctx.edge} strokeWidth="1" />
      <Top ctx={ctx} x={104} y={36} w={192} h={18} rx={4} />
      <Operator ctx={ctx} x={297} y1={50} y2={168} />
    </>
  ),
});

const sheer: Drawing = (ctx) => {
  const bands = range(6).map((i) => 58 + i * 21);
  return {
    scene: <Room ctx={ctx} />,
    piece: (
      <>
        {/* Sheer front and back layers: always see-through. */}
        <rect
          x="110"
          y="52"
          width="180"
          height="140"
          fill={ctx.color}
          fillOpacity=".22"
          stroke={ctx.edge}
          strokeWidth="1"
        />
        <Fabric ctx={ctx}>
          {bands.map((y) => (
            <rect key={y} x="110" y={y} width="180" height="12" />
          ))}
        </Fabric>
        <g stroke={ctx.edge} strokeOpacity=".45" strokeWidth=".6">
          {bands.map((y) => (
            <path key={y} d={`M110 ${y + 16.5}H290`} />
          ))}
        </g>
        <rect x="107" y="189" width="186" height="7" rx="2" fill={ctx.bar} stroke={ctx.edge} strokeWidth="1" />
        <Top ctx={ctx} x={104} y={36} w={192} h={18} rx={9} />
        <Operator ctx={ctx} x={297} y1={50} y2={168} />
      </>
    ),
  };
};

const romana: Drawing = (ctx) => {
  const folds = range(4).map((i) => 136 + i * 15);
  const fold = (y: number) => `M110 ${y}H290Q294 ${y + 8} 290 ${y + 16}H110Q106 ${y + 8} 110 ${y}Z`;
  return {
    scene: <Room ctx={ctx} />,
    piece: (
      <>
        <Fabric ctx={ctx}>
          <rect x="110" y="50" width="180" height="86" />
          {folds.map((y) => (
            <path key={y} d={fold(y)} />
          ))}
        </Fabric>
        <g fill="none" strokeLinecap="round">
          <path d="M112 82H288M112 112H288" stroke={ctx.edge} strokeOpacity=".35" strokeWidth=".8" />
          {folds.map((y) => (
            <g key={y}>
              <path
                d={`M112 ${y + 12}Q200 ${y + 15.5} 288 ${y + 12}`}
                stroke={ctx.shadow}
                strokeOpacity=".8"
                strokeWidth="2"
              />
              <path
                d={`M114 ${y + 3}Q200 ${y + 1.5} 286 ${y + 3}`}
                stroke={ctx.highlight}
                strokeOpacity=".7"
                strokeWidth="1.2"
              />
            </g>
          ))}
        </g>
        <Top ctx={ctx} x={106} y={38} w={188} h={13} />
        <path d="M296 48V176" stroke={P.metalDark} strokeWidth="1" />
        <path d="M294 176h4l1.5 9h-7z" fill={ctx.bar} stroke={ctx.edge} strokeWidth="1" />
      </>
    ),
  };
};

const vertical: Drawing = (ctx) => {
  const n = 12;
  const w = 19;
  const left = 64;
  const step = (336 - left - w) / (n - 1);
  const xs = range(n).map((i) => left + i * step);
  return {
    scene: <Room ctx={ctx} wide />,
    piece: (
      <>
        <Fabric ctx={ctx}>
          {xs.map((x) => (
            <rect key={x} x={x} y="45" width={w} height="216" rx="1.5" />
          ))}
        </Fabric>
        {xs.map((x) => (
          <g key={x}>
            <rect x={x + w * 0.58} y="45.5" width={w * 0.42 - 0.5} height="215" fill={ctx.shadow} fillOpacity=".3" />
            <rect x={x + 1} y="253" width={w - 2} height="7" rx="1" fill={ctx.bar} />
            <rect x={x + w / 2 - 2.5} y="43" width="5" height="5" fill={P.metalDark} />
          </g>
        ))}
        <path d={`M${left + w / 2} 258H${336 - w / 2}`} stroke={P.metalDark} strokeWidth=".8" />
        <rect x="58" y="34" width="284" height="11" rx="2" fill={P.metalLight} stroke={P.frameLine} strokeWidth="1.2" />
        <path d="M60 45V190" stroke={P.metalDark} strokeWidth="2.2" strokeLinecap="round" />
      </>
    ),
  };
};

const panelJapones: Drawing = (ctx) => {
  // Back to front: three panels stacked on the left tracks, one on the front track to the right.
  const panels = [
    { x: 66, w: 80 },
    { x: 106, w: 80 },
    { x: 146, w: 80 },
    { x: 256, w: 80 },
  ];
  return {
    scene: <Room ctx={ctx} wide />,
    piece: (
      <>
        {panels.map((p, i) => (
          <g key={p.x}>
            {i > 0 && (
              <rect x={p.x - 5} y="48" width="5" height="214" fill="#1c2430" fillOpacity={ctx.dark ? 0.3 : 0.1} />
            )}
            <Fabric ctx={ctx}>
              <rect x={p.x} y="48" width={p.w} height="210" />
            </Fabric>
            <path
              d={`M${p.x + 1} 51V255`}
              stroke={ctx.highlight}
              strokeOpacity={ctx.dark ? 0.45 : 0.8}
              strokeWidth="1"
            />
            <rect x={p.x} y="46" width={p.w} height="5" fill={P.metal} />
            <rect
              x={p.x - 1}
              y="255"
              width={p.w + 2}
              height="7"
              rx="1.5"
              fill={ctx.bar}
              stroke={ctx.edge}
              strokeWidth="1"
            />
          </g>
        ))}
        <rect x="58" y="32" width="284" height="15" rx="2" fill={P.metalLight} stroke={P.frameLine} strokeWidth="1.2" />
        <path d="M60 37H340M60 42H340" stroke={P.frameLine} strokeWidth=".8" />
      </>
    ),
  };
};

const celular: Drawing = (ctx) => {
  const pitch = 9;
  const ys = range(14).map((i) => 52 + i * pitch);
  const pleat = (y: number) => `M110 ${y}H290L293 ${y + pitch / 2}L290 ${y + pitch}H110L107 ${y + pitch / 2}Z`;
  // Cross-section of three cells in a call-out on the wall.
  const cx = 344;
  const cell = (cy: number) =>
    `M${cx - 19} ${cy}L${cx - 10} ${cy - 8}H${cx + 10}L${cx + 19} ${cy}L${cx + 10} ${cy + 8}H${cx - 10}Z`;
  return {
    scene: <Room ctx={ctx} />,
    piece: (
      <>
        <Fabric ctx={ctx}>
          {ys.map((y) => (
            <path key={y} d={pleat(y)} />
          ))}
        </Fabric>
        <g fill={ctx.shadow} fillOpacity=".28">
          {ys.map((y) => (
            <path key={y} d={`M110 ${y + pitch / 2}H291.5L290 ${y + pitch}H110L108.5 ${y + pitch / 2}Z`} />
          ))}
        </g>
        <rect x="107" y="176" width="186" height="7" rx="2" fill={ctx.bar} stroke={ctx.edge} strokeWidth="1" />
        <Top ctx={ctx} x={106} y={40} w={188} h={13} />
        <path d="M318 198L296 172" stroke={P.frameLine} strokeWidth="1" strokeDasharray="2 2" />
        <circle cx={cx} cy="214" r="34" fill={P.frame} stroke={P.frameLine} strokeWidth="1.2" />
        <Fabric ctx={ctx}>
          {[198, 214, 230].map((cy) => (
            <path key={cy} d={cell(cy)} />
          ))}
        </Fabric>
      </>
    ),
  };
};

// ── Awnings ────────────────────────────────────────────────────────────────

/** Fabric seams running from the wall to the front bar of a projecting awning. */
function Seams({
  ctx,
  top,
  bottom,
  yTop,
  yBottom,
  n,
}: {
  ctx: DrawContext;
  top: [number, number];
  bottom: [number, number];
  yTop: number;
  yBottom: number;
  n: number;
}) {
  const d = range(n - 1)
    .map((i) => {
      const k = (i + 1) / n;
      const xt = top[0] + (top[1] - top[0]) * k;
      const xb = bottom[0] + (bottom[1] - bottom[0]) * k;
      return `M${xt} ${yTop}L${xb} ${yBottom}`;
    })
    .join('');
  return <path d={d} stroke={ctx.shadow} strokeOpacity=".5" strokeWidth=".8" fill="none" />;
}

/** An articulated or drop arm: two segments with a round joint. */
function Arm({ d, joint }: { d: string; joint: [number, number] }) {
  return (
    <g fill="none" strokeLinecap="round" strokeLinejoin="round">
      <path d={d} stroke={P.metalDark} strokeWidth="3.4" />
      <path d={d} stroke={P.metalLight} strokeWidth="1.2" />
      <circle cx={joint[0]} cy={joint[1]} r="2.6" fill={P.metalLight} stroke={P.metalDark} strokeWidth="1.2" />
    </g>
  );
}

/** A terrace: a glazed door, its shadow on the paving, two plants. */
function Terrace({ ctx }: { ctx: DrawContext }) {
  return (
    <>
      <Facade ctx={ctx} />
      <Glazing ctx={ctx} r={{ x: 128, y: 118, w: 144, h: 146 }} />
      <path d="M36 266H364L380 292H20Z" fill="#1c2430" fillOpacity=".08" />
      <Plant x={44} y={264} />
      <Plant x={358} y={264} />
    </>
  );
}

/** A retractable awning's open canopy, folding arms and front bar; `top` is where the cloth leaves the head. */
function Canopy({ ctx, top }: { ctx: DrawContext; top: number }) {
  return (
    <>
      <Fabric ctx={ctx}>
        <path d={`M76 ${top}H324L358 142H42Z`} />
        <rect x="42" y="146" width="316" height="16" />
      </Fabric>
      <Seams ctx={ctx} top={[76, 324]} bottom={[42, 358]} yTop={top + 1} yBottom={141} n={6} />
      <path d="M42 162H358" stroke={ctx.shadow} strokeWidth="1.5" />
      <Arm d={`M90 ${top + 4}L158 114L62 141`} joint={[158, 114]} />
      <Arm d={`M310 ${top + 4}L242 114L338 141`} joint={[242, 114]} />
      <rect x="38" y="140" width="324" height="7" rx="2" fill={P.metalLight} stroke={P.metalDark} strokeWidth="1" />
    </>
  );
}

/** Brazo invisible: no box — the roll of cloth sits open on two wall brackets. */
const toldoRetractil: Drawing = (ctx) => ({
  scene: <Terrace ctx={ctx} />,
  piece: (
    <>
      <Canopy ctx={ctx} top={78} />
      {[70, 322].map((x) => (
        <rect key={x} x={x} y="60" width="8" height="24" rx="1.5" fill={P.metal} stroke={P.metalDark} strokeWidth="1" />
      ))}
      <rect x="76" y="66" width="248" height="13" rx="6.5" fill={ctx.bar} stroke={ctx.edge} strokeWidth="1" />
      <path d="M80 70H320" stroke="#ffffff" strokeOpacity=".3" strokeWidth="2" />
    </>
  ),
});

/** Cofre: a closed aluminium box the cloth and arms fold into entirely. */
const toldoCofre: Drawing = (ctx) => ({
  scene: <Terrace ctx={ctx} />,
  piece: (
    <>
      <Canopy ctx={ctx} top={86} />
      <path d="M62 58H338V80Q338 90 326 90H74Q62 90 62 80Z" fill={P.metalLight} stroke={P.metalDark} strokeWidth="1" />
      <path d="M64 66H336M66 84H334" stroke={P.frameLine} strokeWidth="1" />
      <rect x="56" y="56" width="8" height="36" rx="2" fill={P.metal} stroke={P.metalDark} strokeWidth="1" />
      <rect x="336" y="56" width="8" height="36" rx="2" fill={P.metal} stroke={P.metalDark} strokeWidth="1" />
    </>
  ),
});

/** Semicofre: a sloping top cover shelters the roll, which shows underneath. */
const toldoSemicofre: Drawing = (ctx) => ({
  scene: <Terrace ctx={ctx} />,
  piece: (
    <>
      <Canopy ctx={ctx} top={82} />
      <rect x="74" y="70" width="252" height="13" rx="6.5" fill={ctx.bar} stroke={ctx.edge} strokeWidth="1" />
      <path d="M64 54H336L342 72H58Z" fill={P.metalLight} stroke={P.metalDark} strokeWidth="1" strokeLinejoin="round" />
      <path d="M66 62H334" stroke={P.frameLine} strokeWidth="1" />
    </>
  ),
});

/** The head box of a vertical awning. */
function DropHead({ ctx, open }: { ctx: DrawContext; open?: boolean }) {
  if (open)
    return (
      <>
        {[96, 296].map((x) => (
          <rect
            key={x}
            x={x}
            y="66"
            width="8"
            height="22"
            rx="1.5"
            fill={P.metal}
            stroke={P.metalDark}
            strokeWidth="1"
          />
        ))}
        <rect x="102" y="72" width="196" height="14" rx="7" fill={ctx.bar} stroke={ctx.edge} strokeWidth="1" />
      </>
    );
  return (
    <>
      <rect x="96" y="68" width="208" height="20" rx="3" fill={P.metalLight} stroke={P.metalDark} strokeWidth="1" />
      <path d="M100 80H300" stroke={P.frameLine} strokeWidth="1" />
    </>
  );
}

/** Zip: the cloth's edges run inside two side channels, from the box to the floor. */
const toldoVertical: Drawing = (ctx) => ({
  scene: (
    <>
      <Facade ctx={ctx} />
      <Glazing ctx={ctx} r={{ x: 116, y: 92, w: 168, h: 152 }} sill />
      <Plant x={62} y={264} />
    </>
  ),
  piece: (
    <>
      <Fabric ctx={ctx}>
        <rect x="108" y="86" width="184" height="116" />
      </Fabric>
      <rect x="104" y="200" width="192" height="8" rx="1.5" fill={P.metalDark} stroke={P.ink} strokeWidth="1" />
      {[99, 292].map((x) => (
        <g key={x}>
          <rect x={x} y="86" width="9" height="178" fill={P.metalLight} stroke={P.metalDark} strokeWidth="1" />
          <path d={`M${x + 4.5} 90V260`} stroke={P.metal} strokeWidth="1.6" strokeDasharray="2 1.5" />
        </g>
      ))}
      <DropHead ctx={ctx} />
    </>
  ),
});

/** Guía cable: the open roll on brackets, the bar held by two taut steel cables anchored below. */
const toldoCable: Drawing = (ctx) => ({
  scene: (
    <>
      <Facade ctx={ctx} />
      <Glazing ctx={ctx} r={{ x: 116, y: 100, w: 168, h: 144 }} sill />
      <Plant x={338} y={264} />
    </>
  ),
  piece: (
    <>
      <Fabric ctx={ctx}>
        <path d="M108 84H292V170Q200 175 108 170Z" />
      </Fabric>
      <path d="M103 86V258M297 86V258" stroke={P.metalDark} strokeWidth="1.2" />
      <rect x="100" y="168" width="200" height="9" rx="4.5" fill={P.metalDark} stroke={P.ink} strokeWidth="1" />
      {[103, 297].map((x) => (
        <g key={x}>
          <circle cx={x} cy="172.5" r="3" fill={P.metalLight} stroke={P.ink} strokeWidth="1" />
          <path
            d={`M${x - 5} 264L${x - 3} 256H${x + 3}L${x + 5} 264Z`}
            fill={P.metal}
            stroke={P.metalDark}
            strokeWidth="1"
          />
        </g>
      ))}
      <DropHead ctx={ctx} open />
    </>
  ),
});

/** A balcony: its slab and railing. */
function Balcony({ ctx }: { ctx: DrawContext }) {
  return (
    <>
      <Facade ctx={ctx} />
      <Glazing ctx={ctx} r={{ x: 140, y: 96, w: 120, h: 138 }} />
      <rect x="104" y="234" width="192" height="9" fill={P.frame} stroke={P.frameLine} strokeWidth="1.2" />
      <path d="M104 243H296L290 250H110Z" fill="#1c2430" fillOpacity=".08" />
      <g stroke={P.ink} strokeWidth="1.2">
        {range(16).map((i) => (
          <path key={i} d={`M${113 + i * 11.6} 198V234`} />
        ))}
      </g>
      <rect x="108" y="194" width="184" height="5" rx="1.5" fill={P.ink} />
    </>
  );
}

/** Balcón: the cloth drops down guides, then drop arms pivot it out over the railing. */
const toldoProyeccion: Drawing = (ctx) => ({
  scene: <Balcony ctx={ctx} />,
  piece: (
    <>
      <Fabric ctx={ctx}>
        <path d="M132 86H268L292 154H108Z" />
        <rect x="108" y="158" width="184" height="13" />
      </Fabric>
      <Seams ctx={ctx} top={[132, 268]} bottom={[108, 292]} yTop={87} yBottom={153} n={4} />
      <Arm d="M140 184L110 156" joint={[140, 184]} />
      <Arm d="M260 184L290 156" joint={[260, 184]} />
      <rect x="104" y="153" width="192" height="6" rx="2" fill={P.metalLight} stroke={P.metalDark} strokeWidth="1" />
      <rect x="126" y="72" width="148" height="15" rx="3" fill={P.metalLight} stroke={P.metalDark} strokeWidth="1" />
    </>
  ),
});

/** Punto recto: over a shop window, straight arms hinged low on the wall push the bar out; a deep valance. */
const toldoPuntoRecto: Drawing = (ctx) => ({
  scene: (
    <>
      <Facade ctx={ctx} />
      <Glazing ctx={ctx} r={{ x: 72, y: 112, w: 256, h: 152 }} />
    </>
  ),
  piece: (
    <>
      <Fabric ctx={ctx}>
        <path d="M84 80H316V104L344 150H56L84 104Z" />
        <rect x="56" y="154" width="288" height="24" />
      </Fabric>
      <path d="M84 104H316" stroke={ctx.shadow} strokeOpacity=".6" strokeWidth="1" />
      <path d="M56 178H344" stroke={ctx.shadow} strokeWidth="1.5" />
      {[
        [88, 64],
        [312, 336],
      ].map(([wall, bar]) => (
        <g key={wall}>
          <Arm d={`M${wall} 214L${bar} 152`} joint={[wall!, 214]} />
          <rect
            x={wall! - 5}
            y="208"
            width="10"
            height="12"
            rx="2"
            fill={P.metal}
            stroke={P.metalDark}
            strokeWidth="1"
          />
        </g>
      ))}
      <rect x="52" y="148" width="296" height="7" rx="2" fill={P.metalLight} stroke={P.metalDark} strokeWidth="1" />
      <rect x="78" y="66" width="244" height="16" rx="3" fill={P.metalLight} stroke={P.metalDark} strokeWidth="1" />
    </>
  ),
});

// ── Motorisation ───────────────────────────────────────────────────────────

const motor: Drawing = (ctx) => ({
  scene: <Room ctx={ctx} />,
  piece: (
    <>
      {/* Fabric hanging from the roll. */}
      <Fabric ctx={ctx}>
        <rect x="84" y="60" width="232" height="134" />
      </Fabric>
      <rect x="81" y="192" width="238" height="7" rx="2" fill={ctx.bar} stroke={ctx.edge} strokeWidth="1" />
      {/* Brackets and the roll: many turns of fabric, so it is drawn opaque. */}
      <rect x="62" y="26" width="10" height="58" rx="2" fill={P.metalLight} stroke={P.metalDark} strokeWidth="1" />
      <rect x="328" y="26" width="10" height="58" rx="2" fill={P.metalLight} stroke={P.metalDark} strokeWidth="1" />
      <rect x="72" y="30" width="256" height="50" rx="6" fill={ctx.color} stroke={ctx.edge} strokeWidth="1" />
      <rect x="76" y="35" width="248" height="8" rx="4" fill="#ffffff" fillOpacity=".28" />
      <rect x="74" y="66" width="252" height="12" rx="5" fill="#1c2430" fillOpacity=".14" />
      {/* Cut-away: the aluminium tube and the tubular motor inside. */}
      <rect x="88" y="35" width="126" height="40" fill="#dfe3e7" stroke={P.metalDark} strokeWidth="1" />
      <rect x="88" y="37" width="126" height="6" fill="#ffffff" fillOpacity=".6" />
      <rect x="94" y="44" width="104" height="22" rx="5" fill={P.ink} />
      <rect x="104" y="48" width="52" height="4" rx="2" fill="#ffffff" fillOpacity=".22" />
      <rect x="88" y="41" width="12" height="28" rx="2" fill="#353c45" />
      <rect x="196" y="39" width="10" height="32" rx="2" fill={P.metal} stroke={P.metalDark} strokeWidth="1" />
      <circle cx="176" cy="55" r="2.2" fill={P.accent} />
      <ellipse cx="88" cy="55" rx="5" ry="25" fill={ctx.bar} stroke={ctx.edge} strokeWidth="1" />
      <ellipse cx="214" cy="55" rx="5" ry="25" fill={ctx.bar} stroke={ctx.edge} strokeWidth="1" />
      <path d="M62 55H54Q46 55 46 65V112" fill="none" stroke="#353c45" strokeWidth="1.8" strokeLinecap="round" />
      {/* Remote control with its signal. */}
      <g>
        <path
          d="M344 150a10 10 0 0 1 14 0M339 145a17 17 0 0 1 24 0"
          fill="none"
          stroke={P.metalDark}
          strokeWidth="1.4"
          strokeLinecap="round"
        />
        <rect x="334" y="156" width="34" height="82" rx="10" fill={P.frame} stroke={P.metalDark} strokeWidth="1.2" />
        <circle cx="351" cy="166" r="2" fill={P.accent} />
        <path d="M345 183L351 176L357 183Z" fill={P.ink} />
        <rect x="347" y="192" width="8" height="8" rx="1.5" fill={P.ink} />
        <path d="M345 209L351 216L357 209Z" fill={P.ink} />
      </g>
    </>
  ),
});

export const DRAWINGS = {
  enrollable,
  sheer,
  romana,
  vertical,
  'panel-japones': panelJapones,
  celular,
  'toldo-retractil': toldoRetractil,
  'toldo-cofre': toldoCofre,
  'toldo-semicofre': toldoSemicofre,
  'toldo-vertical': toldoVertical,
  'toldo-cable': toldoCable,
  'toldo-proyeccion': toldoProyeccion,
  'toldo-punto-recto': toldoPuntoRecto,
  motor,
} satisfies Record<string, Drawing>;
