import { useState } from 'react';
import { callTool } from '../../api/tools';
import { changed } from '../../api/undo';
import { toastError } from '../../stores/toasts';
import type { MaterialRow } from '../../stores/materials';
import { TOOL } from '../../../src-shared/tools/names';

/**
 * T on a material: file it under a topic (a new name creates it; empty takes it out of its topic)
 * through set_material_topic, so the topic's page lists it with the topic's cards, tasks and plans.
 * Enter saves, Esc cancels; the toast's Undo takes it back.
 */
export function FileUnderTopic(props: { material: MaterialRow; topics: string[]; onClose: () => void }) {
  const [name, setName] = useState(props.material.topic ?? '');
  const save = async () => {
    const topic_name = name.trim() === '' ? null : name.trim();
    const r = await callTool(TOOL.set_material_topic, {
      material_id: props.material.material_id,
      topic_name,
    });
    if (!r.ok) return void toastError(r.error.message);
    changed(
      r.data.topic
        ? `Filed ‘${props.material.title}’ under ${r.data.topic}.`
        : `‘${props.material.title}’ has no topic now.`,
      r.change_id,
    );
    props.onClose();
  };
  return (
    <form
      className="materials__topic"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <label htmlFor="material-topic">Topic for ‘{props.material.title}’</label>
      <input
        id="material-topic"
        className="input"
        autoFocus
        list="material-topics"
        maxLength={100}
        placeholder="e.g. Biology (empty: no topic)"
        value={name}
        onChange={(e) => setName(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.preventDefault();
            props.onClose();
          }
        }}
      />
      <datalist id="material-topics">
        {props.topics.map((t) => (
          <option key={t} value={t} />
        ))}
      </datalist>
      <button type="submit" className="button button--primary">
        Save
      </button>
    </form>
  );
}
