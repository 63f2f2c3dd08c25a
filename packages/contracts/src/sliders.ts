/** Content area contract: sliders (seed §3, §7; DESIGN §4 content). */
export {};
