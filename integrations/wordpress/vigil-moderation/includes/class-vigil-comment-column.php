<?php
/**
 * A "Vigil" column in Comments: Vigil's status for each comment, from comment meta.
 *
 * @package Vigil_Moderation
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The comments list column.
 */
class Vigil_Comment_Column {

	/** Words for Vigil's statuses (packages/contract moderation-status.ts) and the plugin's own. */
	const LABELS = array(
		'QUEUED'               => 'Waiting to be sent',
		'REFUSED'              => 'Refused by Vigil',
		'PENDING'              => 'Pending',
		'MODERATE'             => 'Moderate',
		'AUTO_UNPUBLISHED'     => 'Auto unpublished',
		'MANUALLY_UNPUBLISHED' => 'Manually unpublished',
		'CLEAN'                => 'Clean',
		'MANUALLY_IGNORED'     => 'Manually ignored',
	);

	/**
	 * Hooks in.
	 */
	public static function register() {
		add_filter( 'manage_edit-comments_columns', array( __CLASS__, 'add_column' ) );
		add_action( 'manage_comments_custom_column', array( __CLASS__, 'render' ), 10, 2 );
	}

	/**
	 * Adds the column.
	 *
	 * @param array $columns Column id => title.
	 * @return array
	 */
	public static function add_column( $columns ) {
		$columns['vigil_status'] = __( 'Vigil', 'vigil-moderation' );
		return $columns;
	}

	/**
	 * Prints one cell.
	 *
	 * @param string $column     Column id.
	 * @param int    $comment_id Comment id.
	 */
	public static function render( $column, $comment_id ) {
		if ( 'vigil_status' !== $column ) {
			return;
		}
		$status = (string) get_comment_meta( $comment_id, Vigil_Options::META_STATUS, true );
		if ( '' === $status ) {
			echo '<span aria-label="' . esc_attr__( 'Not sent to Vigil', 'vigil-moderation' ) . '">&mdash;</span>';
			return;
		}
		$label = isset( self::LABELS[ $status ] ) ? self::LABELS[ $status ] : $status;
		echo '<span class="vigil-status vigil-status-' . esc_attr( strtolower( $status ) ) . '">' . esc_html( $label ) . '</span>';
		if ( Vigil_Holds::has_image_down( 'comment', (int) $comment_id ) ) {
			echo '<br><span class="vigil-status vigil-status-image-unpublished">' . esc_html__( 'An image unpublished', 'vigil-moderation' ) . '</span>';
		}
	}
}
